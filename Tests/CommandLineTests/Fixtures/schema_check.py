"""Checks YAML files against a JSON Schema as an editor's YAML language server does.

yaml-language-server reads YAML 1.2 (core schema): `yes` is text, `0o17` is a number,
dates stay text. PyYAML reads YAML 1.1, so its implicit types are replaced here by the
1.2 core ones before loading. Prints one JSON object: file -> list of schema errors
(each "path: message"), or the string "unparsed" when the file is no YAML document.

Usage: schema_check.py SCHEMA.json FILE.yaml...
"""
import json
import re
import sys

import jsonschema
import yaml


class Core12Loader(yaml.SafeLoader):
    pass


Core12Loader.yaml_implicit_resolvers = {}
RESOLVERS = [
    ("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", "tTfF"),
    ("tag:yaml.org,2002:int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", "-+0123456789"),
    ("tag:yaml.org,2002:float",
     r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$",
     "-+0123456789."),
    ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
]
for tag, pattern, first in RESOLVERS:
    Core12Loader.add_implicit_resolver(tag, re.compile(pattern), list(first))


def construct_int(loader, node):
    text = loader.construct_scalar(node)
    if text.startswith("0o"):
        return int(text[2:], 8)
    if text.startswith("0x"):
        return int(text[2:], 16)
    return int(text, 10)


def construct_bool(loader, node):
    return loader.construct_scalar(node).lower() == "true"


Core12Loader.add_constructor("tag:yaml.org,2002:int", construct_int)
Core12Loader.add_constructor("tag:yaml.org,2002:bool", construct_bool)


def main():
    with open(sys.argv[1], encoding="utf-8") as handle:
        schema = json.load(handle)
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    results = {}
    for path in sys.argv[2:]:
        try:
            with open(path, encoding="utf-8-sig") as handle:
                document = yaml.load(handle, Loader=Core12Loader)
        except (yaml.YAMLError, UnicodeDecodeError, ValueError):
            results[path] = "unparsed"
            continue
        results[path] = sorted(
            "/".join(str(part) for part in error.absolute_path) + ": " + error.message
            for error in validator.iter_errors(document))
    print(json.dumps(results, sort_keys=True))


main()
