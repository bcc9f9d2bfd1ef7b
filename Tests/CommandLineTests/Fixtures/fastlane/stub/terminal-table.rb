# Stub: fastlane_core requires terminal-table to print values; the reader skips printing them.
