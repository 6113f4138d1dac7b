#!/usr/bin/env python3
"""Prints the layout naga computed, from its IR debug dump (`naga shader.wgsl out.txt`):
each named struct with its span, then each member's offset and type (arrays with their stride)."""
import re
import sys

SCALARS = {'Float': 'f', 'Sint': 'i', 'Uint': 'u'}
SIZES = {'Bi': 2, 'Tri': 3, 'Quad': 4}


def scalar(body):
    kind = re.search(r'kind: (\w+)', body).group(1)
    width = int(re.search(r'width: (\d+)', body).group(1))
    return 'bool' if kind == 'Bool' else SCALARS[kind] + str(width * 8)


def describe(types, index):
    name, body = types[index]
    inner = re.search(r'inner: (\w+)', body).group(1)
    if inner == 'Scalar':
        return scalar(body)
    if inner == 'Vector':
        return 'vec%d<%s>' % (SIZES[re.search(r'size: (\w+)', body).group(1)], scalar(body))
    if inner == 'Matrix':
        columns = SIZES[re.search(r'columns: (\w+)', body).group(1)]
        rows = SIZES[re.search(r'rows: (\w+)', body).group(1)]
        return 'mat%dx%d<%s>' % (columns, rows, scalar(body))
    if inner == 'Array':
        base = int(re.search(r'base: \[(\d+)\]', body).group(1))
        count = re.search(r'size: Constant\(\s*(\d+)', body)
        stride = re.search(r'stride: (\d+)', body).group(1)
        return 'array<%s,%s stride=%s>' % (describe(types, base), count.group(1) if count else 'runtime', stride)
    return name or inner


def main(dump_file):
    text = open(dump_file).read().split('    special_types:')[0]
    parts = re.split(r'\n        \[(\d+)\]: Type \{', text)
    types = {}
    for i in range(1, len(parts), 2):
        body = parts[i + 1]
        name = re.search(r'name: Some\(\s*"([^"]+)"', body.split('inner:')[0])
        types[int(parts[i])] = (name.group(1) if name else None, body)
    for index, (name, body) in sorted(types.items()):
        if 'inner: Struct' not in body:
            continue
        print('struct %s span=%s' % (name, re.search(r'span: (\d+)', body).group(1)))
        members = re.findall(r'StructMember \{\s*name: Some\(\s*"([^"]+)",\s*\),\s*ty: \[(\d+)\],'
                             r'\s*binding: None,\s*offset: (\d+)', body)
        for member, ty, offset in members:
            print('  %s @%s %s' % (member, offset, describe(types, int(ty))))


if __name__ == '__main__':
    main(sys.argv[1])
