# Load settings for a deployment

DEFAULTS = { "region" => "eu-west", "replicas" => 2 }.freeze

config = {
  "app_name" => "inventory-api",
  "replicas" => 4,
  "database" => { "host" => "db.internal", "port" => 5432 },
}

settings = DEFAULTS.merge(config)
puts "Deploying #{settings.fetch('app_name')}"
puts "Region: #{settings.fetch('region')}"
puts "Replicas: #{settings.fetch('replicas')}"
puts "Timeout: #{settings.fetch('timeout', 30)}s"

db = settings.fetch("database")
puts "Database: #{db.fetch('host')}:#{db.fetch('port')}"
puts "Database user: #{db.fetch('user')}"
