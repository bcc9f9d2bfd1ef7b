# Stub: the fastlane gem's LaneHelper; outside a lane there is no current lane or platform.
module Fastlane
  module Helper
    class LaneHelper
      def self.current_lane
        nil
      end

      def self.current_platform
        nil
      end
    end
  end
end
