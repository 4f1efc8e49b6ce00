"""A site made of the real storyboards of the test corpus, each imported with `flowdoc import`.

Every `.storyboard` under Tests/Corpus/storyboards/ becomes one chapter (one flow block) of a
site in OUT/corpus-site/; its storyboard is named after the repository and the file
(`RSwift_Main`, `SwiftGen_Wizard`…), so that files that share a name (many are `Main`) stay
apart. The diagram comparison then runs on that site like on the bundled one.
"""

import os
import re
import shutil
import subprocess


def storyboard_files(repo):
    """The corpus storyboards, then the iOS storyboards of the real apps (`../shared/corpus/apps`
    when present) with at least three scenes: the big ones (17 to 29 scenes) are there."""
    root = os.path.join(repo, "Tests", "Corpus", "storyboards")
    found = []
    for folder in sorted(os.listdir(root)):
        path = os.path.join(root, folder)
        if not os.path.isdir(path):
            continue
        for name in sorted(os.listdir(path)):
            if name.endswith(".storyboard"):
                found.append((folder, os.path.join(path, name)))
    apps = os.path.normpath(os.path.join(repo, "..", "shared", "corpus", "apps"))
    if os.path.isdir(apps):
        for folder in sorted(os.listdir(apps)):
            for base, dirs, names in os.walk(os.path.join(apps, folder)):
                dirs.sort()
                if "macOS" in base or "tvOS" in base or "watchOS" in base:
                    continue
                for name in sorted(names):
                    path = os.path.join(base, name)
                    if name.endswith(".storyboard") and scene_count(path) >= 3:
                        found.append((folder.replace("+", "__"), path))
    return found


def scene_count(path):
    with open(path, encoding="utf-8", errors="replace") as handle:
        return handle.read().count("<scene ")


def board_name(folder, path):
    owner_repo = folder.split("__", 1)[-1]
    project = re.sub(r"[^A-Za-z0-9]", "", owner_repo) or "Corpus"
    stem = os.path.basename(path)[: -len(".storyboard")].split("__")[-1]
    if "/apps/" in path and stem == "Main":
        stem = "Main"
    stem = re.sub(r"[^A-Za-z0-9_]", "_", stem.replace("Base.lproj", ""))
    return "%s_%s" % (project, stem)


def build_site(flowdoc, repo, out):
    """Writes OUT/corpus-site (content/ + flowdoc.conf); returns its path and the names."""
    site = os.path.join(out, "corpus-site")
    shutil.rmtree(site, ignore_errors=True)
    content = os.path.join(site, "content")
    os.makedirs(content)
    with open(os.path.join(site, "flowdoc.conf"), "w", encoding="utf-8") as handle:
        handle.write("title: Corpus storyboards\n")
    names = []
    for number, (folder, path) in enumerate(storyboard_files(repo), start=1):
        name = board_name(folder, path)
        while name in names:
            name += "_"
        done = subprocess.run([flowdoc, "import", path, "--name", name], capture_output=True, timeout=600)
        if done.returncode != 0:
            continue
        names.append(name)
        with open(os.path.join(content, "%02d-%s.md" % (number, name.lower())), "wb") as handle:
            handle.write(done.stdout)
    with open(os.path.join(content, "index.md"), "w", encoding="utf-8") as handle:
        handle.write("# Corpus storyboards\n\nEvery real storyboard of the test corpus, imported.\n")
    return site, names
