# Slide Lab. The repository root is the site root: `make build` writes
# index.html, wasm_exec.js, app.js, app-worker.js, manifest.webmanifest and
# app.css here, and web/app.wasm beside the committed web/ resources.

GO       ?= go
ADDR     ?= 127.0.0.1:8000
PREFIX   ?=
CHROMIUM ?= /usr/bin/chromium
AXE_VERSION = 4.14.1
AXE_DIR   = .axe
AXE       = $(AXE_DIR)/node_modules/axe-core/axe.min.js
WASM_ENV  = GOOS=js GOARCH=wasm
NODE_PATH_WASM = PATH="$$PATH:$$($(GO) env GOROOT)/lib/wasm"

# debian CHECK,PACKAGE,MESSAGE: nothing when CHECK succeeds; otherwise
# install Debian's PACKAGE when root with apt, or fail with MESSAGE.
define debian
if $(1); then exit 0; fi; \
if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	echo "installing Debian's $(2) for the tests"; \
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(2) >/dev/null; \
else \
	echo "$(3)" >&2; \
	exit 1; \
fi
endef

.PHONY: build run test vet unit wasm-test browser-test chromium cjkfont node axe bench bench-15 bench-24 bench-judge bench-browser clean

## build: web/app.wasm (stripped), then the static site for / or /$(PREFIX)/.
build: wasm
	$(GO) run ./app -out . -prefix "$(PREFIX)"

.PHONY: wasm
wasm:
	$(WASM_ENV) $(GO) build -trimpath -ldflags='-s -w' -o web/app.wasm ./app

## run: build with a development service worker (never a stale wasm) and serve,
## saying what it does before each step (the first build takes minutes):
## hence wasm made from the recipe, after the first message, not as a prerequisite.
run:
	@echo "make run: building web/app.wasm (the first build takes 2–3 minutes; later ones are quicker)…"
	@$(MAKE) --no-print-directory wasm
	@echo "make run: writing the site (a development service worker), and compressing web/app.wasm with brotli and gzip if it changed…"
	$(GO) run ./app -out . -dev
	@echo "make run: serving the site on http://$(ADDR)/ (Ctrl-C stops it)"
	@case "$(ADDR)" in 0.0.0.0:*|:*) echo "make run: from other machines on this network, open http://<this machine's IP address>:$(lastword $(subst :, ,$(ADDR)))/";; esac
	$(GO) run ./app -serve $(ADDR)

## test: vet; unit tests, the solver under node (wasm) and the site's build
## side by side (node's tests and the build's brotli each keep one core
## busy, and the unit tests fill the rest); then the site in headless
## Chromium.
test: vet
	$(MAKE) -j3 --output-sync=target unit wasm-test build
	$(MAKE) browser-test

vet:
	$(GO) vet ./...
	$(WASM_ENV) $(GO) vet ./app ./solver/...

unit:
	$(GO) test ./...

wasm-test: node
	$(NODE_PATH_WASM) $(WASM_ENV) $(GO) test -short ./solver/...

## node: the wasm test runner needs node; Debian's nodejs when missing and possible.
node:
	@$(call debian,command -v node >/dev/null,nodejs,node is missing: install Node.js (sudo apt-get install nodejs) to run the solver's tests as wasm)

browser-test: chromium cjkfont axe build
	SLIDELAB_BROWSER=$(CHROMIUM) SLIDELAB_AXE=$(CURDIR)/$(AXE) $(GO) test -count=1 -timeout 30m -run Browser -v ./app

## axe: axe-core, the accessibility checker the browser tests run in the
## page, at the version pinned above, from npm into .axe/ (npm checks the
## package's integrity); Debian's npm when missing and possible.
axe: node
	@$(call debian,command -v npm >/dev/null,npm,npm is missing: install it (sudo apt-get install npm) for the accessibility checks of the browser tests)
	@grep -qs '"version": "$(AXE_VERSION)"' $(AXE_DIR)/node_modules/axe-core/package.json || \
		npm install --prefix $(AXE_DIR) --no-save --no-package-lock --no-audit --no-fund --silent axe-core@$(AXE_VERSION)

## cjkfont: a Chinese font, so that the 中文 page is laid out (and its
## screenshots read) as a reader's browser shows it; Debian's small one.
cjkfont:
	@$(call debian,fc-list :lang=zh 2>/dev/null | grep -q .,fonts-wqy-microhei,no Chinese font: install one (sudo apt-get install fonts-wqy-microhei) for the browser tests in 中文)

## chromium: Debian's chromium, installed when missing and possible.
chromium:
	@$(call debian,[ -x "$(CHROMIUM)" ],chromium,Chromium is missing at $(CHROMIUM): install Debian's chromium package (sudo apt-get install chromium) or set CHROMIUM=/path/to/chrome)

## bench: 8-puzzle solver benchmarks with expanded nodes and allocations per op.
bench:
	$(GO) test -run XXX -bench 'AStar|Algorithms|BFSFull|ExactTable|Formula' -benchtime 20x ./solver

## bench-15: the 15-puzzle: pattern-database builds, Korf's 100 instances
## (IDA* with each partition), Korf's instance 1 with Manhattan (IDA*).
bench-15:
	$(GO) test -run XXX -bench '^Benchmark(PatternDBBuild|Korf)' -benchtime 1x ./solver

## bench-24: the reduction solver on Korf and Felner's 28 24-puzzle
## instances (length against the optimal, median and longest time), its
## first instance cold and warm, and 20 random 10×10 boards, natively and
## as wasm under node.
bench-24: node
	$(GO) test -run XXX -bench 'Reduce' -benchtime 1x ./solver
	$(NODE_PATH_WASM) $(WASM_ENV) $(GO) test -run XXX -bench 'Reduce' -benchtime 1x ./solver

## bench-judge: the judge command against a classic C++ A* (needs g++), whole processes.
bench-judge:
	bash solver/cmd/puzzle/testdata/bench-judge.sh

## bench-browser: in headless Chromium, first visits (10 Mbit/s, 40 ms; local
## and cold; repeat; in a browser started again) three times each, Korf's 100 solved in the page,
## Korf and Felner's 28 24-puzzles in one page, the first search's frames, tab and Pause (five visits), then four-lane races
## against their searches alone, five rounds.
bench-browser: chromium cjkfont build
	SLIDELAB_BROWSER=$(CHROMIUM) SLIDELAB_RUNS=3 SLIDELAB_KORF=100 $(GO) test -count=1 -timeout 40m -run 'BrowserLoad|BrowserRestartVisit|BrowserKorf$$' -v ./app
	SLIDELAB_BROWSER=$(CHROMIUM) SLIDELAB_KORF24=28 $(GO) test -count=1 -timeout 20m -run 'BrowserKorf24' -v ./app
	SLIDELAB_BROWSER=$(CHROMIUM) SLIDELAB_RUNS=5 $(GO) test -count=1 -timeout 10m -run 'BrowserFirstSearch' -v ./app
	SLIDELAB_BROWSER=$(CHROMIUM) SLIDELAB_RUNS=5 $(GO) test -count=1 -timeout 20m -run 'BrowserRaceMeasure' -v ./app

clean:
	rm -f web/app.wasm web/app.wasm.br web/app.wasm.gz index.html wasm_exec.js app.js app-worker.js manifest.webmanifest app.css
