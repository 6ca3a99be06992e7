package server

import (
	"errors"
	"fmt"
	"mime"
	"net/http"
	"net/url"
	"unicode/utf8"
)

// Name limits: a table's name and a player's, in characters.
const (
	MaxTableName = 80
	MaxSeatName  = 40
)

// checkName refuses a name that is too long or not text.
func checkName(what, name string, limit int) error {
	if !utf8.ValidString(name) {
		return fmt.Errorf("%s is not UTF-8 text", what)
	}
	if n := utf8.RuneCountInString(name); n > limit {
		return fmt.Errorf("%s is %d characters long; at most %d", what, n, limit)
	}
	return nil
}

// guard admits a request that changes something only as JSON from this
// server's own pages (or a program that sends no browser headers): a web
// page elsewhere must not create tables or act for anyone through a
// visitor's browser.
func (s *Server) guard(h http.HandlerFunc) http.HandlerFunc { return s.guardAs("application/json", h) }

// guardAs is guard for a body of media type mediaType, which a form on
// another site cannot send without asking first.
func (s *Server) guardAs(mediaType string, h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != mediaType {
			s.writeError(w, http.StatusUnsupportedMediaType, fmt.Errorf("send it with Content-Type: %s", mediaType))
			return
		}
		if !sameOrigin(r) {
			s.writeError(w, http.StatusForbidden, errors.New("cross-site requests are refused"))
			return
		}
		h(w, r)
	}
}

// sameOrigin reports whether a request comes from this server's own pages
// or from no page at all (curl, jantaku verify).
func sameOrigin(r *http.Request) bool {
	switch r.Header.Get("Sec-Fetch-Site") {
	case "", "same-origin", "none":
	default:
		return false
	}
	origin := r.Header.Get("Origin")
	if origin == "" {
		return true
	}
	u, err := url.Parse(origin)
	return err == nil && u.Host != "" && u.Host == r.Host
}

// secureHeaders sets the headers every answer carries: seat tokens ride in
// page addresses, so no address is sent on as a referrer.
func secureHeaders(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Referrer-Policy", "no-referrer")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		h.ServeHTTP(w, r)
	})
}
