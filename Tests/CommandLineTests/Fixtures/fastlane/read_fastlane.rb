# Reads a brand's fastlane/Appfile and fastlane/Matchfile with fastlane's own code (2.237.0,
# unchanged, on -I): CredentialsManager::AppfileConfig for the Appfile, and
# FastlaneCore::Configuration with match's options for the Matchfile, which verifies each
# value as `fastlane match` does (an unknown key or a bad value raises). Prints JSON.
#
#     cd BRAND_DIR && ruby -I stub -I SRC/fastlane_core/lib -I SRC/match/lib \
#       -I SRC/credentials_manager/lib read_fastlane.rb
#
# The stub folder stands in for the gems fastlane_core requires to print and to reach the
# network (colored, tty-spinner, tty-screen, faraday, terminal-table, spaceship, commander)
# and for the two parts of the fastlane gem match's options name (Fastlane::Boolean,
# LaneHelper outside a lane); each stub says so.
require "json"
require "credentials_manager/appfile_config"
require "fastlane_core/configuration/configuration"
require "match/options"

out = {"appfile" => CredentialsManager::AppfileConfig.new("fastlane/Appfile").data}
if File.exist?("fastlane/Matchfile")
  config = FastlaneCore::Configuration.create(Match::Options.available_options, {})
  config.load_configuration_file("Matchfile", nil, true)
  out["matchfile"] = %i[git_url git_branch storage_mode type team_id app_identifier readonly].to_h do |key|
    [key, config.fetch(key, ask: false)]
  end
end
puts JSON.generate(out)
