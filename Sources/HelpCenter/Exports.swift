// Sections, cells and problems carry source locations and diagnostics: the scene's users need them.
@_exported import BrandCore
