# Stub: fastlane_core requires tty-screen for the terminal width; reading a file prints no table.
