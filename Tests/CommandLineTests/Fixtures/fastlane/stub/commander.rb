# Stub: fastlane_core's CommanderGenerator names Commander::Methods; only the name is needed.
module Commander
  module Methods
  end
end
