package record

import (
	"bytes"
	"compress/gzip"
	"strings"
	"testing"
)

// Unpack inflates gzip, passes anything else through, refuses a broken
// stream and stops a bomb at MaxUnpacked.
func TestUnpack(t *testing.T) {
	zip := func(b []byte) []byte {
		var buf bytes.Buffer
		zw := gzip.NewWriter(&buf)
		zw.Write(b)
		zw.Close()
		return buf.Bytes()
	}
	plain := []byte(`{"format":"jantaku-record/1"}`)
	if got, err := Unpack(plain); err != nil || !bytes.Equal(got, plain) {
		t.Errorf("plain: %q %v", got, err)
	}
	if got, err := Unpack(zip(plain)); err != nil || !bytes.Equal(got, plain) {
		t.Errorf("gzipped: %q %v", got, err)
	}
	if _, err := Unpack([]byte{0x1f, 0x8b, 8, 0, 1}); err == nil {
		t.Error("a broken gzip unpacks")
	}
	bomb := zip(make([]byte, 2<<20+1))
	if _, err := unpack(bomb, 2<<20); err == nil || !strings.Contains(err.Error(), "2 MiB") {
		t.Errorf("a bomb: %v", err)
	}
}
