//go:build !(js && wasm)

package main

import (
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"

	"slidelab/app/site"
)

func main() {
	out := flag.String("out", "", "write the static site into this directory (web/app.wasm must be built)")
	prefix := flag.String("prefix", "", "host the site under /PREFIX/ (GitHub Pages project sites)")
	dev := flag.Bool("dev", false, "with -out: a service worker that never caches, for development")
	serve := flag.String("serve", "", "serve the site written in -root on this address, like 127.0.0.1:8000")
	root := flag.String("root", ".", "with -serve: the directory holding the site")
	flag.Parse()
	routes()
	switch {
	case *out != "":
		if err := site.Generate(*out, *prefix, *dev); err != nil {
			log.Fatal(err)
		}
	case *serve != "":
		fmt.Printf("Slide Lab: http://%s/\n", *serve)
		log.Fatal(http.ListenAndServe(*serve, site.Handler(*root)))
	default:
		flag.Usage()
		os.Exit(2)
	}
}
