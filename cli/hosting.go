package cli

import (
	"fmt"
	"io"
	"net"
	"strconv"
)

// hostAddrs says where a server listening on ln can be opened: here, on
// this machine, and by friends on the network (the machine's other
// addresses), or nothing for them when it listens on loopback only.
func hostAddrs(ln net.Addr, ifaces []net.Addr) (here string, friends []string, localOnly bool) {
	tcp, ok := ln.(*net.TCPAddr)
	if !ok {
		return "http://" + ln.String(), nil, false
	}
	port := strconv.Itoa(tcp.Port)
	if tcp.IP.IsLoopback() {
		return "http://" + net.JoinHostPort(hostOfLoopback(tcp.IP), port), nil, true
	}
	if !tcp.IP.IsUnspecified() {
		u := "http://" + net.JoinHostPort(tcp.IP.String(), port)
		return u, []string{u}, false
	}
	here = "http://" + net.JoinHostPort("localhost", port)
	var v4, v6 []string
	for _, a := range ifaces {
		n, ok := a.(*net.IPNet)
		if !ok || n.IP.IsLoopback() || n.IP.IsLinkLocalUnicast() || n.IP.IsMulticast() {
			continue
		}
		u := "http://" + net.JoinHostPort(n.IP.String(), port)
		if n.IP.To4() != nil {
			v4 = append(v4, u)
		} else {
			v6 = append(v6, u)
		}
	}
	return here, append(v4, v6...), false
}

func hostOfLoopback(ip net.IP) string {
	if ip.To4() != nil && ip.Equal(net.IPv4(127, 0, 0, 1)) {
		return "localhost"
	}
	return ip.String()
}

// printHosting tells the person starting the server which address to open
// and which to send to friends.
func printHosting(w io.Writer, here string, friends []string, localOnly bool, ln net.Addr, ifaces []net.Addr, db string) {
	fmt.Fprintf(w, "jantaku: serving on %s (database %s)\n", here, db)
	port := 8080
	if tcp, ok := ln.(*net.TCPAddr); ok {
		port = tcp.Port
	}
	switch {
	case localOnly:
		fmt.Fprintf(w, "  Only this computer can connect. To play with friends, start with --addr :%d\n", port)
		_, could, _ := hostAddrs(&net.TCPAddr{IP: net.IPv6unspecified, Port: port}, ifaces)
		if len(could) > 0 {
			fmt.Fprintf(w, "  and send them %s (this computer on your network).\n", could[0])
		} else {
			fmt.Fprintf(w, "  and send them this computer's address on your network, e.g. http://192.168.1.20:%d\n", port)
		}
	case len(friends) == 0:
		fmt.Fprintln(w, "  Friends open this computer's address on your network (none found here).")
	default:
		fmt.Fprintln(w, "  Friends on your network open:")
		for _, u := range friends {
			fmt.Fprintln(w, "    "+u)
		}
		fmt.Fprintln(w, "  A new table's seat links use the address its creator opened the lobby by (the first above for localhost).")
	}
}
