# Stub: fastlane_core requires tty-spinner for progress output; reading a file shows none.
