import BrandKit

BrandKitCommand.runAndExit()
