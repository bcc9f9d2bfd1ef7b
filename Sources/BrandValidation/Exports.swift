// Validation reads resolved brands and runs the scene: its users need both layers.
@_exported import BrandConfiguration
@_exported import HelpCenter
