package server

import (
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
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

// The client's text goes out gzipped to a browser that takes it, whole to
// one that does not; every file carries a tag from its content, and a
// browser that has the file gets a 304.
func TestStaticFilesCompressedAndTagged(t *testing.T) {
	srv := httptest.NewServer(staticHandler())
	defer srv.Close()
	raw := &http.Transport{DisableCompression: true} // nothing asked for or unzipped unseen
	defer raw.CloseIdleConnections()
	get := func(path string, header map[string]string) (*http.Response, []byte) {
		t.Helper()
		req, _ := http.NewRequest("GET", srv.URL+path, nil)
		for k, v := range header {
			req.Header.Set(k, v)
		}
		resp, err := raw.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp, b
	}
	for _, c := range []struct{ path, file, ctype string }{
		{"/", "web/index.html", "text/html"},
		{"/t/abc123", "web/index.html", "text/html"},
		{"/js/app.js", "web/js/app.js", "javascript"},
		{"/fonts/noto-sans-jp.css", "web/fonts/noto-sans-jp.css", "text/css"},
	} {
		want, err := fs.ReadFile(webFiles, c.file)
		if err != nil {
			t.Fatal(err)
		}
		plain, body := get(c.path, nil)
		if plain.StatusCode != 200 || !bytes.Equal(body, want) || plain.Header.Get("Content-Encoding") != "" {
			t.Fatalf("%s without gzip: %d, %d bytes, encoding %q", c.path, plain.StatusCode, len(body), plain.Header.Get("Content-Encoding"))
		}
		zipped, zbody := get(c.path, map[string]string{"Accept-Encoding": "gzip, deflate, br"})
		if zipped.Header.Get("Content-Encoding") != "gzip" || len(zbody) >= len(want) {
			t.Fatalf("%s with gzip: encoding %q, %d bytes of %d", c.path, zipped.Header.Get("Content-Encoding"), len(zbody), len(want))
		}
		zr, err := gzip.NewReader(bytes.NewReader(zbody))
		if err != nil {
			t.Fatal(err)
		}
		if unzipped, _ := io.ReadAll(zr); !bytes.Equal(unzipped, want) {
			t.Fatalf("%s: the gzip body is not the file", c.path)
		}
		if !strings.Contains(zipped.Header.Get("Content-Type"), c.ctype) || !strings.Contains(zipped.Header.Get("Vary"), "Accept-Encoding") {
			t.Errorf("%s: type %q, vary %q", c.path, zipped.Header.Get("Content-Type"), zipped.Header.Get("Vary"))
		}
		for _, r := range []*http.Response{plain, zipped} {
			tag := r.Header.Get("ETag")
			again, b := get(c.path, map[string]string{"If-None-Match": tag, "Accept-Encoding": r.Header.Get("Content-Encoding")})
			if tag == "" || again.StatusCode != http.StatusNotModified || len(b) != 0 {
				t.Errorf("%s with its tag %s: %d, %d bytes", c.path, tag, again.StatusCode, len(b))
			}
		}
		if plain.Header.Get("ETag") == zipped.Header.Get("ETag") {
			t.Errorf("%s: the plain and gzip bodies share a tag", c.path)
		}
	}
	// fonts come compressed: sent as they are
	font, _ := fs.Glob(webFiles, "web/fonts/files/*.woff2")
	resp, b := get(strings.TrimPrefix(font[0], "web"), map[string]string{"Accept-Encoding": "gzip"})
	if resp.StatusCode != 200 || resp.Header.Get("Content-Encoding") != "" || resp.Header.Get("Content-Type") != "font/woff2" || len(b) == 0 {
		t.Errorf("%s: %d, encoding %q, type %q", font[0], resp.StatusCode, resp.Header.Get("Content-Encoding"), resp.Header.Get("Content-Type"))
	}
	if resp, _ := get("/js/nothing.js", nil); resp.StatusCode != http.StatusNotFound {
		t.Errorf("a missing file: %d", resp.StatusCode)
	}
	if resp, _ := get("/js/app.js", map[string]string{"Accept-Encoding": "gzip;q=0"}); resp.Header.Get("Content-Encoding") != "" {
		t.Error("gzip sent to a browser that refused it")
	}
}
