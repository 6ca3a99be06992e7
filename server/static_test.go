package server

import (
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// catalogueKeys reads the keys of a string catalogue of the browser client.
func catalogueKeys(t *testing.T, path string) []string {
	t.Helper()
	b, err := fs.ReadFile(webFiles, path)
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, m := range regexp.MustCompile(`(?m)(?:^\s*|[{,]\s*)([a-z][A-Za-z0-9_]*):\s*"`).FindAllStringSubmatch(string(b), -1) {
		keys = append(keys, m[1])
	}
	slices.Sort(keys)
	return keys
}

// Every string of the browser client exists in English and Japanese.
func TestCataloguesMatch(t *testing.T) {
	en, ja := catalogueKeys(t, "web/js/lang/en.js"), catalogueKeys(t, "web/js/lang/ja.js")
	if len(en) < 100 {
		t.Fatalf("only %d keys read from en.js", len(en))
	}
	if d := slices.Compact(slices.Clone(en)); len(d) != len(en) {
		t.Error("en.js has a key twice")
	}
	for _, k := range en {
		if _, ok := slices.BinarySearch(ja, k); !ok {
			t.Errorf("%q is in en.js but not ja.js", k)
		}
	}
	for _, k := range ja {
		if _, ok := slices.BinarySearch(en, k); !ok {
			t.Errorf("%q is in ja.js but not en.js", k)
		}
	}
}

// The client's files are all served, and every module it imports exists.
func TestClientModulesResolve(t *testing.T) {
	imp := regexp.MustCompile(`(?m)^import .* from "(\.{1,2}/[^"]+)";|import\("(\.{1,2}/[^"]+)"\)`)
	err := fs.WalkDir(webFiles, "web/js", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".js") {
			return err
		}
		b, _ := fs.ReadFile(webFiles, path)
		dir := path[:strings.LastIndex(path, "/")]
		for _, m := range imp.FindAllStringSubmatch(string(b), -1) {
			rel := m[1] + m[2]
			target := dir
			for _, part := range strings.Split(rel, "/") {
				switch part {
				case ".":
				case "..":
					target = target[:strings.LastIndex(target, "/")]
				default:
					target += "/" + part
				}
			}
			if _, err := fs.Stat(webFiles, target); err != nil {
				t.Errorf("%s imports %s, which is not there", path, rel)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
