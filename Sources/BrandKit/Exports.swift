// The command line and the tests import BrandKit for the whole library: it alone re-exports
// the layers below. Each lower layer imports what it builds on itself and re-exports nothing.
@_exported import BrandValidation
@_exported import BrandConfiguration
@_exported import HelpCenter
@_exported import BrandYAML
@_exported import BrandCore
