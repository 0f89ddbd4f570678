package app

// Slide Lab patch: moved here from http.go, which is now left out of the
// wasm build, because the client's static resource resolver uses them.

import "strings"

func isRemoteLocation(path string) bool {
	return strings.HasPrefix(path, "https://") ||
		strings.HasPrefix(path, "http://")
}

func isStaticResourcePath(path string) bool {
	return strings.HasPrefix(path, "/web/") ||
		strings.HasPrefix(path, "web/")
}
