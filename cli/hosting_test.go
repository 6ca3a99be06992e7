package cli

import (
	"net"
	"slices"
	"strings"
	"testing"
)

// The address friends open: none for a loopback listener, the machine's
// network addresses (IPv4 first, no loopback or link-local) for one on
// every interface, and the listener's own for one on a single address.
func TestHostAddrs(t *testing.T) {
	ifaces := []net.Addr{
		&net.IPNet{IP: net.ParseIP("127.0.0.1"), Mask: net.CIDRMask(8, 32)},
		&net.IPNet{IP: net.ParseIP("fe80::1"), Mask: net.CIDRMask(64, 128)},
		&net.IPNet{IP: net.ParseIP("2001:db8::5"), Mask: net.CIDRMask(64, 128)},
		&net.IPNet{IP: net.ParseIP("192.168.1.20"), Mask: net.CIDRMask(24, 32)},
	}
	for _, tc := range []struct {
		ln        *net.TCPAddr
		here      string
		friends   []string
		localOnly bool
	}{
		{&net.TCPAddr{IP: net.ParseIP("127.0.0.1"), Port: 8080}, "http://localhost:8080", nil, true},
		{&net.TCPAddr{IP: net.ParseIP("::1"), Port: 8080}, "http://[::1]:8080", nil, true},
		{&net.TCPAddr{IP: net.IPv6unspecified, Port: 9000}, "http://localhost:9000",
			[]string{"http://192.168.1.20:9000", "http://[2001:db8::5]:9000"}, false},
		{&net.TCPAddr{IP: net.ParseIP("192.168.1.20"), Port: 80}, "http://192.168.1.20:80", []string{"http://192.168.1.20:80"}, false},
	} {
		here, friends, localOnly := hostAddrs(tc.ln, ifaces)
		if here != tc.here || !slices.Equal(friends, tc.friends) || localOnly != tc.localOnly {
			t.Errorf("%v: %s %v %v", tc.ln, here, friends, localOnly)
		}
	}
}

// serve on a loopback address says how to let friends in; on every
// interface it prints the addresses to send.
func TestPrintHosting(t *testing.T) {
	ifaces := []net.Addr{&net.IPNet{IP: net.ParseIP("192.168.1.20"), Mask: net.CIDRMask(24, 32)}}
	var b strings.Builder
	ln := &net.TCPAddr{IP: net.ParseIP("127.0.0.1"), Port: 8080}
	here, friends, local := hostAddrs(ln, ifaces)
	printHosting(&b, here, friends, local, ln, ifaces, "x.db")
	if out := b.String(); !strings.Contains(out, "--addr :8080") || !strings.Contains(out, "http://192.168.1.20:8080") {
		t.Errorf("loopback:\n%s", out)
	}
	b.Reset()
	ln = &net.TCPAddr{IP: net.IPv4zero, Port: 8080}
	here, friends, local = hostAddrs(ln, ifaces)
	printHosting(&b, here, friends, local, ln, ifaces, "x.db")
	if out := b.String(); !strings.Contains(out, "http://localhost:8080") || !strings.Contains(out, "    http://192.168.1.20:8080") {
		t.Errorf("every interface:\n%s", out)
	}
}
