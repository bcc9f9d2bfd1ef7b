import BrandOutputs

BrandKitCommand.runAndExit()
