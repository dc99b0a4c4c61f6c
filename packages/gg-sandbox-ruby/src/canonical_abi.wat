;; What the boot needs of ruby.wasm's `canonical_abi` imports under wizer: a
;; handle is the value's own address (the host does the same at run time).
(module
  (func (export "resource_new_rb-abi-value") (param i32) (result i32) local.get 0)
  (func (export "resource_get_rb-abi-value") (param i32) (result i32) local.get 0)
  (func (export "resource_drop_js-abi-value") (param i32) unreachable))
