// Brand files are YAML layers with locations: every user of configuration needs the YAML layer's types.
@_exported import BrandYAML
