# Loads an App Store Connect API key JSON the way fastlane's
# Spaceship::ConnectAPI::Token.from_json_file does (JSON with symbolised names; key_id and key
# required), then signs and verifies with the key, as its ES256 token would be signed. spaceship
# is not in the shared fastlane source, so this is Ruby's JSON and OpenSSL reading the file, not
# fastlane's code. Prints the fields without the key, and the key's curve, as JSON.
#
#     ruby read_api_key.rb api_key.json
require "json"
require "openssl"

json = JSON.parse(File.read(ARGV[0]), symbolize_names: true)
missing = %i[key_id key].reject { |field| json.key?(field) }
abort "App Store Connect API key JSON is missing field(s): #{missing.join(', ')}" unless missing.empty?
key = OpenSSL::PKey::EC.new(json[:key])
digest = OpenSSL::Digest.new("SHA256")
signature = key.sign(digest, "header.payload")
abort "the key does not verify what it signed" unless key.verify(digest, signature, "header.payload")
puts JSON.generate(json.reject { |field, _| field == :key }.merge(curve: key.group.curve_name))
