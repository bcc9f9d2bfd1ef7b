# Stub: fastlane_core requires faraday for network calls; reading a file makes none.
