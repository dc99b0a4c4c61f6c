# Load a feature-flag configuration and refuse to start if it is inconsistent

FLAGS = {
  "new_checkout" => { enabled: true, rollout: 50 },
  "dark_mode" => { enabled: true, rollout: 100 },
  "beta_search" => { enabled: false, rollout: 120 },
}

def check_flag(name, flag)
  problems = []
  problems << "rollout out of range" unless (0..100).cover?(flag[:rollout])
  problems << "disabled flag with rollout" if !flag[:enabled] && flag[:rollout].positive?
  problems
end

puts "Validating #{FLAGS.size} flags"
errors = FLAGS.flat_map do |name, flag|
  check_flag(name, flag).map { |problem| "#{name}: #{problem}" }
end

FLAGS.each { |name, flag| puts format("  %-14s %-5s %3d%%", name, flag[:enabled], flag[:rollout]) }
errors.each { |e| puts "  error: #{e}" }

abort("fatal: bad config") unless errors.empty?
puts "Starting server"
