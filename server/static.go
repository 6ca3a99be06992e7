package server

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
	"sync"
	"time"
)

//go:embed web
var webFiles embed.FS

// staticFile is one file of the client, read once: its bytes, a gzip
// copy when that is smaller (text: scripts, styles, the page, tile
// images), and a tag from its content.
type staticFile struct {
	body, gz []byte
	etag     string
	ctype    string
}

// staticFiles reads every file under web/ once.
var staticFiles = sync.OnceValue(func() map[string]*staticFile {
	sub, _ := fs.Sub(webFiles, "web")
	files := map[string]*staticFile{}
	fs.WalkDir(sub, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		body, err := fs.ReadFile(sub, name)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(body)
		f := &staticFile{body: body, etag: `"` + hex.EncodeToString(sum[:12]) + `"`,
			ctype: mime.TypeByExtension(path.Ext(name))}
		if f.ctype == "" {
			f.ctype = http.DetectContentType(body)
		}
		if compressible(f.ctype) {
			var b bytes.Buffer
			zw, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
			zw.Write(body)
			zw.Close()
			if b.Len() < len(body) {
				f.gz = b.Bytes()
			}
		}
		files["/"+name] = f
		return nil
	})
	return files
})

// compressible reports whether a type gains from gzip: fonts and images
// other than SVG come compressed already.
func compressible(ctype string) bool {
	return strings.HasPrefix(ctype, "text/") || strings.Contains(ctype, "javascript") ||
		strings.Contains(ctype, "json") || strings.HasPrefix(ctype, "image/svg")
}

// staticHandler serves the browser client: index.html for the page routes
// (/, /t/ID and /r/ID), the files under web/ for the rest. Text goes out
// gzipped to a browser that takes it. The files are not named by version,
// so a browser keeps them but asks each time whether they changed (ETag,
// "no-cache"): a new build reaches a player on the next load, an
// unchanged file costs a 304.
func staticHandler() http.Handler {
	sub, _ := fs.Sub(webFiles, "web")
	dirs := http.FileServerFS(sub) // what is not a file: folders, and 404s
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := r.URL.Path
		if name == "/" || strings.HasPrefix(name, "/t/") || strings.HasPrefix(name, "/r/") || name == "/games" {
			name = "/index.html"
		} else if name == "/index.html" {
			dirs.ServeHTTP(w, r) // redirects to /
			return
		}
		f, ok := staticFiles()[name]
		if !ok {
			dirs.ServeHTTP(w, r)
			return
		}
		h := w.Header()
		h.Set("Content-Type", f.ctype)
		h.Set("Cache-Control", "no-cache")
		body, etag := f.body, f.etag
		if f.gz != nil {
			h.Add("Vary", "Accept-Encoding")
			if acceptsGzip(r) {
				body, etag = f.gz, strings.TrimSuffix(f.etag, `"`)+`-gz"`
				h.Set("Content-Encoding", "gzip")
			}
		}
		h.Set("ETag", etag)
		http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(body))
	})
}

// acceptsGzip reports whether the request's Accept-Encoding takes gzip
// (and does not refuse it with q=0).
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(coding), "gzip") {
			q := strings.ReplaceAll(params, " ", "")
			return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
		}
	}
	return false
}
