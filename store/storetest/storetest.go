// Package storetest gives tests a fresh database on every backend the
// machine has: SQLite always, and PostgreSQL when JANTAKU_TEST_POSTGRES
// names a server (scripts/test.sh starts one and sets it).
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib" // PostgreSQL driver "pgx"
)

// EnvPostgres names the environment variable with the test server's URL.
const EnvPostgres = "JANTAKU_TEST_POSTGRES"

// Backend is one kind of database.
type Backend struct {
	Name string
	// NewDSN returns the data source name of a new, empty database that
	// lives until the test ends; every store opened on it shares it.
	NewDSN func(t testing.TB) string
}

// Backends returns SQLite and, when configured, PostgreSQL.
func Backends() []Backend {
	out := []Backend{{Name: "sqlite", NewDSN: func(t testing.TB) string {
		return filepath.Join(t.TempDir(), "test.db")
	}}}
	if pg := os.Getenv(EnvPostgres); pg != "" {
		out = append(out, Backend{Name: "postgres", NewDSN: func(t testing.TB) string { return pgSchema(t, pg) }})
	}
	return out
}

// Run runs f once per backend, as a subtest named after it.
func Run(t *testing.T, f func(t *testing.T, b Backend)) {
	for _, b := range Backends() {
		t.Run(b.Name, func(t *testing.T) { f(t, b) })
	}
}

// pgSchema creates a schema of its own for one test, so tests sharing the
// server see only their own tables, and returns a DSN that uses it.
func pgSchema(t testing.TB, base string) string {
	t.Helper()
	b := make([]byte, 6)
	rand.Read(b)
	schema := "t_" + hex.EncodeToString(b)
	db, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec("CREATE SCHEMA " + schema); err != nil {
		t.Fatalf("postgres at %s: %v", EnvPostgres, err)
	}
	t.Cleanup(func() {
		db, err := sql.Open("pgx", base)
		if err != nil {
			return
		}
		defer db.Close()
		db.ExecContext(context.Background(), "DROP SCHEMA "+schema+" CASCADE")
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}
