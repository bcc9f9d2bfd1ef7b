# Stub: the fastlane gem's Fastlane::Boolean, the type of match's boolean options.
module Fastlane
  class Boolean
  end
end
