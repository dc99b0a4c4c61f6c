# The libraries a Ruby program may `require` in gg. The build registers
# exactly these (unloaded) in the guest's require registry, out of the pinned
# Opal release's own compiled modules; `require` of anything else is a
# LoadError. (`set` is part of Opal's corelib; requiring it is a no-op, as in
# Ruby 3.2.)
GG_LIBRARIES = %w[json set base64 pathname stringio].freeze
