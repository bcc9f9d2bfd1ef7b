
BrandKitCommand.runAndExit()
