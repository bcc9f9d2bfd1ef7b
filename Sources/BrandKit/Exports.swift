// The layers below, for the command line and the tests: one import for the whole library.
@_exported import BrandValidation
