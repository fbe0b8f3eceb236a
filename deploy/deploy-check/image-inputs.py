#!/usr/bin/env python3
"""The inputs of each image docker-compose.yml builds, as one key per image.

`make deploy-check` builds an image again only when its key changed, so a CI run whose commit
touched only the frontend does not rebuild the six Node images (each one's `docker-compose build`
costs 20 to 40 s even with every layer in the cache: the context is sent and every COPY summed).

Usage: image-inputs.py COMPOSE_RESOLVED_YML SALT
Prints one line per built service: `service image key`.

The key covers what the build reads: the Dockerfile, the build arguments, the files of every
`COPY` from the context (found in the Dockerfile itself, with its ARGs filled in, so a new COPY is
covered without touching this file), less what .dockerignore keeps out of the context, and SALT
(the base images' ids). Counting a file the build does not read only costs a rebuild; missing one
would keep a stale image, so when in doubt a path is counted.
"""
import hashlib
import os
import re
import shlex
import sys

import yaml


def ignore_rules(context):
    """.dockerignore's patterns as (regex, excluded) pairs; the last one that matches decides."""
    rules = []
    path = os.path.join(context, '.dockerignore')
    if not os.path.exists(path):
        return rules
    for line in open(path, encoding='utf-8'):
        line = line.strip()
        if not line or line.startswith('#'):
            continue
        excluded = not line.startswith('!')
        pattern = line.lstrip('!').strip('/')
        regex = ''
        i = 0
        while i < len(pattern):
            if pattern.startswith('**/', i):
                regex += '(?:.*/)?'
                i += 3
            elif pattern.startswith('**', i):
                regex += '.*'
                i += 2
            elif pattern[i] == '*':
                regex += '[^/]*'
                i += 1
            elif pattern[i] == '?':
                regex += '[^/]'
                i += 1
            else:
                regex += re.escape(pattern[i])
                i += 1
        rules.append((re.compile(regex + r'\Z'), excluded))
    return rules


def ignored(relative, rules):
    """A path is out of the context when it, or a folder above it, is matched last by an exclusion."""
    parts = relative.split('/')
    for depth in range(1, len(parts) + 1):
        prefix = '/'.join(parts[:depth])
        decision = None
        for regex, excluded in rules:
            if regex.match(prefix):
                decision = excluded
        if decision:
            return True
    return False


def copy_sources(dockerfile, build_args):
    """The context paths of every COPY/ADD without --from, with ARGs and build arguments filled in."""
    text = re.sub(r'\\\n', ' ', open(dockerfile, encoding='utf-8').read())
    values = {}
    sources = []
    for line in text.splitlines():
        words = line.strip().split(None, 1)
        if len(words) < 2 or words[0].startswith('#'):
            continue
        instruction, rest = words[0].upper(), words[1]
        if instruction == 'ARG':
            name, _, default = rest.partition('=')
            values[name.strip()] = build_args.get(name.strip(), default.strip().strip('"'))
        elif instruction in ('COPY', 'ADD'):
            args = shlex.split(rest)
            if any(arg.startswith('--from') for arg in args):
                continue
            paths = [arg for arg in args if not arg.startswith('--')][:-1]
            for path in paths:
                path = re.sub(r'\$\{?(\w+)\}?', lambda m: values.get(m.group(1), ''), path)
                sources.append(path)
    return sources


def files_of(context, source, rules):
    """Every file below a COPY source (a file, a folder or a glob), relative to the context."""
    import glob
    matches = sorted(glob.glob(os.path.join(context, source.strip('/')))) or [os.path.join(context, source)]
    for match in matches:
        if os.path.isdir(match):
            for folder, subfolders, names in os.walk(match):
                relative_folder = os.path.relpath(folder, context)
                subfolders[:] = sorted(d for d in subfolders if not ignored(os.path.join(relative_folder, d), rules))
                for name in sorted(names):
                    relative = os.path.normpath(os.path.join(relative_folder, name))
                    if not ignored(relative, rules):
                        yield relative
        else:
            yield os.path.relpath(match, context)


def main():
    config = yaml.safe_load(open(sys.argv[1], encoding='utf-8'))
    salt = sys.argv[2]
    for name, service in sorted(config['services'].items()):
        build = service.get('build')
        if not build:
            continue
        context = build['context']
        dockerfile = os.path.join(context, build.get('dockerfile', 'Dockerfile'))
        build_args = {k: str(v) for k, v in (build.get('args') or {}).items()}
        rules = ignore_rules(context)
        digest = hashlib.sha256()
        digest.update(salt.encode())
        digest.update(open(dockerfile, 'rb').read())
        digest.update(repr(sorted(build_args.items())).encode())
        seen = set()
        for source in copy_sources(dockerfile, build_args):
            for relative in files_of(context, source, rules):
                if relative in seen:
                    continue
                seen.add(relative)
                path = os.path.join(context, relative)
                digest.update(relative.encode() + b'\0')
                if os.path.islink(path):
                    digest.update(b'link:' + os.readlink(path).encode())
                elif os.path.isfile(path):
                    digest.update(b'x' if os.access(path, os.X_OK) else b'-')
                    digest.update(open(path, 'rb').read())
                else:
                    digest.update(b'missing')
                digest.update(b'\0')
        print(name, service['image'], digest.hexdigest()[:20])


if __name__ == '__main__':
    main()
