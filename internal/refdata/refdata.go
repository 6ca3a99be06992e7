// Package refdata locates the golden test data the repository carries under
// testdata/ at its root, so tests in any package read the same files and
// never look outside the repository.
package refdata

import (
	"path/filepath"
	"runtime"
)

// Riichi is the folder of the riichi reference data (testdata/riichi):
// majiang-core's scored hands, shanten cases and scripted games.
func Riichi() string { return filepath.Join(root(), "testdata", "riichi") }

// root is the repository's root, two folders above this source file.
func root() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return "."
	}
	return filepath.Join(filepath.Dir(file), "..", "..")
}
