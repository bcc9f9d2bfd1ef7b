// Locations and diagnostics come from the YAML layer; every BrandKit user needs them.
@_exported import BrandYAML
