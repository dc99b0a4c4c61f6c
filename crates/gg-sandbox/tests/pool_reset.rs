//! The pool's reset of a finished instance's memory, on gg's own engine
//! (`gg_sandbox::engine()`: the pooling allocator, pages kept resident,
//! `PAGEMAP_SCAN`): a page the program wrote and the kernel then swapped
//! out is reset with the rest, so the next instance in the slot reads the
//! module's initial image, never the previous program's data.
//!
//! It needs swap: `cargo xtask test` turns on a swap file when the machine
//! has none (as root); elsewhere the test fails and says so.

use std::io::{Read, Seek, SeekFrom};
use wasm_encoder::{
    CodeSection, ConstExpr, DataSection, ExportKind, ExportSection, Function, FunctionSection, Instruction, MemArg,
    MemorySection, MemoryType, Module, TypeSection, ValType,
};
use wasmtime::{Instance, Store};

/// Where the program writes: the second wasm page, inside the data segment.
const AT: usize = 64 << 10;
/// What the initial image holds there, and what the program writes.
const IMAGE: u8 = 0x5a;
const SECRET: i32 = 0x0bad_cafe;

/// A module with 4 pages of memory, initialised by a data segment (so its
/// image is mapped copy-on-write), and `write(addr, value)`.
fn module() -> Vec<u8> {
    let mut m = Module::new();
    let mut types = TypeSection::new();
    types.ty().function([ValType::I32, ValType::I32], []);
    m.section(&types);
    let mut funcs = FunctionSection::new();
    funcs.function(0);
    m.section(&funcs);
    let mut memories = MemorySection::new();
    memories.memory(MemoryType { minimum: 4, maximum: Some(4), memory64: false, shared: false, page_size_log2: None });
    m.section(&memories);
    let mut exports = ExportSection::new();
    exports.export("memory", ExportKind::Memory, 0).export("write", ExportKind::Func, 0);
    m.section(&exports);
    let mut code = CodeSection::new();
    let mut f = Function::new([]);
    f.instruction(&Instruction::LocalGet(0))
        .instruction(&Instruction::LocalGet(1))
        .instruction(&Instruction::I32Store(MemArg { offset: 0, align: 2, memory_index: 0 }))
        .instruction(&Instruction::End);
    code.function(&f);
    m.section(&code);
    let mut data = DataSection::new();
    data.active(0, &ConstExpr::i32_const(0), vec![IMAGE; 4 << 16]);
    m.section(&data);
    m.finish()
}

/// The page's entry in `/proc/self/pagemap`: (present, swapped).
fn page_state(address: usize) -> (bool, bool) {
    let mut f = std::fs::File::open("/proc/self/pagemap").expect("open /proc/self/pagemap");
    f.seek(SeekFrom::Start((address / 4096 * 8) as u64)).expect("seek the pagemap");
    let mut entry = [0u8; 8];
    f.read_exact(&mut entry).expect("read the pagemap");
    let entry = u64::from_le_bytes(entry);
    (entry >> 63 & 1 == 1, entry >> 62 & 1 == 1)
}

fn swap_is_on() -> bool {
    std::fs::read_to_string("/proc/swaps").is_ok_and(|s| s.lines().count() > 1)
}

#[test]
fn a_swapped_out_page_the_program_wrote_is_reset_for_the_next_instance() {
    assert!(
        swap_is_on(),
        "this test needs swap (a written page must be swapped out): `cargo xtask test` turns on a swap file as root; \
         or run `swapon` on one"
    );
    let engine = gg_sandbox::engine();
    let module = wasmtime::Module::new(engine, module()).expect("the test module compiles");
    let instantiate = || {
        let mut store = Store::new(engine, ());
        store.set_epoch_deadline(u64::MAX / 2);
        let instance = Instance::new(&mut store, &module, &[]).expect("instantiate");
        let memory = instance.get_memory(&mut store, "memory").expect("memory");
        (store, instance, memory)
    };

    // The first program writes its secret and, before its slot is reset,
    // the kernel swaps the page out (MADV_PAGEOUT, as memory pressure would).
    let (mut store, instance, memory) = instantiate();
    let base = memory.data_ptr(&store) as usize;
    let write = instance.get_typed_func::<(i32, i32), ()>(&mut store, "write").expect("write");
    write.call(&mut store, (AT as i32, SECRET)).expect("the program writes");
    let page = base + AT;
    let mut swapped = false;
    for _ in 0..50 {
        // SAFETY: the range is the instance's own memory, mapped for as long
        // as its store lives; MADV_PAGEOUT changes no contents.
        #[allow(unsafe_code, reason = "paging a page out has no std API")]
        let rc = unsafe { libc::madvise(page as *mut libc::c_void, 4096, libc::MADV_PAGEOUT) };
        assert_eq!(rc, 0, "madvise(MADV_PAGEOUT): {}", std::io::Error::last_os_error());
        let (present, is_swapped) = page_state(page);
        if is_swapped && !present {
            swapped = true;
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert!(swapped, "the kernel did not swap the written page out, so the test shows nothing");
    drop(store);

    // The next instances of the module take the same slot (the pool keeps
    // a module's slots for it); each must read the image, not the secret.
    let mut checked = false;
    for _ in 0..8 {
        let (store, _instance, memory) = instantiate();
        if memory.data_ptr(&store) as usize != base {
            continue;
        }
        let word = i32::from_le_bytes(memory.data(&store)[AT..AT + 4].try_into().unwrap());
        assert_eq!(
            word,
            i32::from_le_bytes([IMAGE; 4]),
            "the next instance in the slot read the previous program's data ({word:#x})"
        );
        checked = true;
        break;
    }
    assert!(checked, "no later instance took the written slot, so the test shows nothing");
}
