"""Reads an .xcodeproj XcodeGen wrote, as Xcode resolves it, with the pbxproj library.

For each target and build configuration: the settings the configuration builds with (its base
configuration file's, then the target's own over them, as Xcode layers them), the Info.plist and
entitlements they name (read from disk), the asset catalog the configuration compiles, and its
Swift compilation conditions as Xcode resolves `$(inherited)` (the project's configuration, then
the base file, then the target); for each target, the package products it links, its product
type and the app extensions it embeds (PlugIns); the project's
Swift package references; for each scheme, the configuration of each action. Prints JSON.

    python3 read_xcodeproj.py PROJECT_DIR NAME
"""
import json
import os
import plistlib
import re
import sys
import xml.etree.ElementTree as ET

from pbxproj import XcodeProject

root, name = sys.argv[1], sys.argv[2]
project = XcodeProject.load(os.path.join(root, name + ".xcodeproj", "project.pbxproj"))
groups = project.objects.get_objects_in_section("PBXGroup")


def parent_of(object_id):
    return next((group for group in groups if object_id in group.children), None)


def file_path(reference_id):
    """A file reference's path: its own, under each enclosing group's."""
    parts = [project.objects[reference_id].path]
    group = parent_of(reference_id)
    while group is not None:
        if getattr(group, "path", None):
            parts.insert(0, group.path)
        group = parent_of(group.get_id())
    return os.path.normpath(os.path.join(root, *parts))


def xcconfig(path):
    settings = {}
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if line.startswith("//") or "=" not in line:
            continue
        key, value = line.split("=", 1)
        settings[key.strip()] = value.strip()
    return settings


def expand(value, settings):
    """$(NAME) and $NAME as Xcode expands them, from these settings and SRCROOT."""
    def one(match):
        key = match.group(1) or match.group(2)
        if key == "SRCROOT":
            return root
        if key == "inherited":
            return ""
        return expand(settings.get(key, ""), settings)
    return re.sub(r"\$\((\w+)\)|\$(\w+)", one, value).strip()


def references(value, path=""):
    """The key paths of the Info.plist's strings that hold $( or ${, which Xcode expands."""
    if isinstance(value, dict):
        return [found for key in sorted(value) for found in references(value[key], path + "/" + key)]
    if isinstance(value, list):
        return [found for index, item in enumerate(value) for found in references(item, path + "/" + str(index))]
    return [path[1:]] if isinstance(value, str) and re.search(r"\$[({]", value) else []


def layered(value, inherited):
    """A setting's words (a string, or a list of them), with $(inherited) standing for the level below's."""
    if value is None:
        return inherited
    words = " ".join(str(item) for item in value) if isinstance(value, list) else str(value)
    return words.replace("$(inherited)", " ".join(inherited)).split()


out = {"configurations": [], "targets": {}, "schemes": {}, "packages": {}}
main = project.objects.get_objects_in_section("PBXProject")[0]
project_settings = {}
for config_id in project.objects[main.buildConfigurationList].buildConfigurations:
    configuration = project.objects[config_id]
    out["configurations"].append(configuration.name)
    project_settings[configuration.name] = configuration.buildSettings
package_references = {}
for reference_id in getattr(main, "packageReferences", None) or []:
    reference = project.objects[reference_id]
    if reference.isa == "XCRemoteSwiftPackageReference":
        described = {"isa": reference.isa, "url": reference.repositoryURL, "requirement": {key: str(reference.requirement[key]) for key in reference.requirement.get_keys()}}
    else:
        described = {"isa": reference.isa, "path": reference.relativePath}
    package_references[reference_id] = described
    out["packages"][reference.repositoryURL if reference.isa == "XCRemoteSwiftPackageReference" else reference.relativePath] = described
def privacy_tracking(unit):
    """NSPrivacyTracking of the privacy manifest the build phase copies from the unit; None without one."""
    path = os.path.join(unit, "AppPrivacyInfo.xcprivacy")
    return plistlib.load(open(path, "rb")).get("NSPrivacyTracking") if unit and os.path.isfile(path) else None


for target in project.objects.get_objects_in_section("PBXNativeTarget"):
    resources = []
    linked_frameworks, embedded_frameworks, plugins = [], [], []
    for phase_id in target.buildPhases:
        phase = project.objects[phase_id]
        # App extensions the target embeds: the products a copy phase puts in PlugIns (13).
        if phase.isa == "PBXCopyFilesBuildPhase" and str(getattr(phase, "dstSubfolderSpec", "")) == "13":
            plugins += [project.objects[project.objects[f].fileRef].path for f in phase.files]
        if phase.isa == "PBXResourcesBuildPhase":
            resources += [os.path.basename(file_path(project.objects[f].fileRef)) for f in phase.files]
        # XCFrameworks as their build files name them, relative to the project: linked, and embedded.
        frameworks = [os.path.relpath(file_path(project.objects[f].fileRef), root) for f in phase.files
                      if getattr(project.objects[f], "fileRef", None) and file_path(project.objects[f].fileRef).endswith(".xcframework")]
        if phase.isa == "PBXFrameworksBuildPhase":
            linked_frameworks += frameworks
        elif phase.isa == "PBXCopyFilesBuildPhase":
            embedded_frameworks += frameworks
    products = []
    for dependency_id in getattr(target, "packageProductDependencies", None) or []:
        dependency = project.objects[dependency_id]
        package = package_references.get(getattr(dependency, "package", None), {})
        # A local package's product names no reference: Xcode finds it among the local packages.
        products.append({"product": dependency.productName, "package": package.get("url") or package.get("path") or "(local)"})
    configurations = {}
    for config_id in project.objects[target.buildConfigurationList].buildConfigurations:
        configuration = project.objects[config_id]
        settings = {}
        base = getattr(configuration, "baseConfigurationReference", None)
        based = xcconfig(file_path(base)) if base else {}
        settings.update(based)
        key = "SWIFT_ACTIVE_COMPILATION_CONDITIONS"
        below = project_settings.get(configuration.name)
        conditions = layered(below[key] if below is not None and key in below.get_keys() else None, [])
        conditions = layered(based.get(key), conditions)
        conditions = layered(configuration.buildSettings[key] if key in configuration.buildSettings.get_keys() else None, conditions)
        for key in configuration.buildSettings.get_keys():
            settings[key] = str(configuration.buildSettings[key])
        info_path = expand(settings.get("INFOPLIST_FILE", ""), settings)
        info = plistlib.load(open(info_path, "rb")) if os.path.isfile(info_path) else {}
        entitlements = expand(settings.get("CODE_SIGN_ENTITLEMENTS", ""), settings)
        included = expand(settings.get("INCLUDED_SOURCE_FILE_NAMES", ""), settings).split()
        configurations[configuration.name] = {
            "base": os.path.relpath(file_path(base), root) if base else None,
            "bundleId": expand(settings.get("PRODUCT_BUNDLE_IDENTIFIER", ""), settings),
            "generatesInfoPlist": settings.get("GENERATE_INFOPLIST_FILE", "NO"),
            "infoPlist": os.path.relpath(info_path, root) if info else None,
            "displayName": info.get("CFBundleDisplayName"),
            "version": expand(info.get("CFBundleShortVersionString", ""), settings),
            "build": expand(info.get("CFBundleVersion", ""), settings),
            "bundleIdInInfoPlist": expand(info.get("CFBundleIdentifier", ""), settings),
            "urlSchemes": [s for t in info.get("CFBundleURLTypes", []) for s in t.get("CFBundleURLSchemes", [])],
            "orientations": info.get("UISupportedInterfaceOrientations"),
            "encryption": info.get("ITSAppUsesNonExemptEncryption"),
            "entitlements": os.path.isfile(entitlements),
            "entitlementKeys": sorted(plistlib.load(open(entitlements, "rb"))) if os.path.isfile(entitlements) else [],
            "team": settings.get("DEVELOPMENT_TEAM"),
            "signStyle": settings.get("CODE_SIGN_STYLE"),
            "profile": settings.get("PROVISIONING_PROFILE_SPECIFIER"),
            "identity": settings.get("CODE_SIGN_IDENTITY"),
            "expandedKeys": references(info),
            "note": expand(info.get("BKNote", ""), settings) if "BKNote" in info else None,
            "catalogs": [name for name in included if name in resources],
            "conditions": conditions,
            "adsAppId": info.get("GADApplicationIdentifier"),
            "appPrivacyManifest": os.path.relpath(expand(settings["BRANDKIT_APP_PRIVACY_MANIFEST"], settings), root)
                if "BRANDKIT_APP_PRIVACY_MANIFEST" in settings else None,
            "privacyTracking": privacy_tracking(expand(settings.get("BRANDKIT_BUNDLE_DIR", ""), settings)),
        }
    out["targets"][target.name] = configurations
    out.setdefault("products", {})[target.name] = products
    out.setdefault("frameworks", {})[target.name] = {"linked": sorted(linked_frameworks), "embedded": sorted(embedded_frameworks)}
    out.setdefault("productTypes", {})[target.name] = target.productType
    out.setdefault("plugins", {})[target.name] = sorted(plugins)
schemes = os.path.join(root, name + ".xcodeproj", "xcshareddata", "xcschemes")
for file in sorted(os.listdir(schemes)):
    scheme = ET.parse(os.path.join(schemes, file)).getroot()
    out["schemes"][file[: -len(".xcscheme")]] = {
        action.tag: action.get("buildConfiguration") for action in scheme if action.get("buildConfiguration")
    }
print(json.dumps(out, sort_keys=True))
