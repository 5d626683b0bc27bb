# GtkWeb: set-up, build, test, benchmarks and install. GNU make; Debian 12.
#
#   make run    install what is missing, build, and open the gtkweb shell on your display
#   make test   install what is missing, lint, build, and run the test suite under Xvfb
#   make help   every target

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := build

# The Swift toolchain lives in /opt/swift on the project's machines; use it when `swift` is not on PATH.
ifeq ($(shell command -v swift 2>/dev/null),)
export PATH := /opt/swift/usr/bin:$(PATH)
endif

PREFIX ?= /usr/local
DESTDIR ?=
BINDIR := $(PREFIX)/bin
DATADIR := $(PREFIX)/share

# Debian packages: headers for the C targets, and the X tools the tests and the screenshot check use
# (xdotool sends real pointer and key events to Xvfb for the context-menu tests; poppler-utils reads back
# the PDFs the print tests make; openbox is the window manager scripts/with-xvfb.sh runs, without which
# fullscreen and window focus do nothing under Xvfb; valgrind counts instructions for bench-instructions).
DEB_PACKAGES := \
	pkg-config \
	libwebkit2gtk-4.1-dev \
	libgtk-3-dev \
	libsoup-3.0-dev \
	libsqlite3-dev \
	libdeflate-dev \
	libjpeg62-turbo-dev \
	libxtst-dev \
	xvfb \
	xauth \
	x11-utils \
	imagemagick \
	desktop-file-utils \
	xdotool \
	poppler-utils \
	openbox \
	dbus \
	libglib2.0-bin \
	webkit2gtk-driver \
	python3-pip \
	valgrind

# The GTK 4 flavour's headers (build-gtk4, and `make test`, which builds it too).
GTK4_DEB_PACKAGES := libwebkitgtk-6.0-dev libgtk-4-dev libadwaita-1-dev

# PyPI packages of the end-to-end tests: Selenium drives `gtkweb --automation-mode` through WebKitWebDriver.
PIP_PACKAGES := selenium

# Deadlines (seconds) that scripts/with-xvfb.sh enforces on a whole run.
TEST_DEADLINE ?= 1200
SCREENSHOT_DEADLINE ?= 180
BENCH_DEADLINE ?= 1800

# `make test` ends with the screenshot check (scripts/screenshot-check.sh): the shell must open its window,
# print `gtkweb: page loaded <url>` and paint its start page. `make test SCREENSHOT_CHECK=off` skips it,
# saying so; `make screenshot-check` runs it alone.
SCREENSHOT_CHECK ?= on

XVFB := scripts/with-xvfb.sh
# Where a shell run from this checkout finds its start page, user scripts and content-blocker rules.
RUN_ENV := GTKWEB_RESOURCES="$(CURDIR)/Resources" GTKWEB_RULES="$(CURDIR)/rules"

.PHONY: help deps deps-e2e pkgconfig toolchain build build-gtk4 test-gtk4 test-gtk4-half example-gtk4 \
	screenshot-check-gtk4 run display \
	lint format test docs test-suite skipweb-own-tests test-screenshot resources-check \
	screenshot-check screenshot bench bench-instructions install clean fuzz test-asan test-tsan soak
# Swift builds share .build and its lock; one recipe at a time.
.NOTPARALLEL:

help:
	@echo "make deps              install the missing Debian packages (as root, or through sudo); check Swift"
	@echo "make deps-e2e          pip-install the Python packages the end-to-end tests use (selenium)"
	@echo "make build             deps, then a debug build (the default target)"
	@echo "make run               build, then open gtkweb on \$$DISPLAY"
	@echo "make lint              the unsafe-code fence (scripts/check-fence.sh), then swift format lint --strict"
	@echo "make format            rewrite Sources/, Tests/ and Benchmarks/ in place with .swift-format"
	@echo "make test              lint, build, API docs, the test suite under Xvfb, resource checks, screenshot check,"
	@echo "                       then the GTK 4 half: test-gtk4 and the GTK 4 examples' screenshot check"
	@echo "                       (GTK4_TESTS=build: only build them; GTK4_TESTS=off: nothing of GTK 4)"
	@echo "make docs              the API reference of GtkWeb, SessionStore and ContentRuleImport (DocC) in .build/docs"
	@echo "make test-suite FILTER=RE  build, then only the tests matching RE under Xvfb (swift test --filter)"
	@echo "make test-gtk4 [FILTER=RE] the library's suites that pass on GTK 4 (trait GTK4, WebKitGTK 6.0) under Xvfb"
	@echo "make screenshot-check-gtk4  build the GTK 4 example app package and check that it paints its page"
	@echo "make screenshot-check  build, then start gtkweb under Xvfb and check its start page is painted"
	@echo "make screenshot        as screenshot-check, and write the window to docs/screenshot.png (the README's)"
	@echo "make bench [TRAITS=GTK4] release build of gtkweb-bench and gtkweb-bench-c, run under Xvfb (JSON lines)"
	@echo "make bench-instructions [TRAITS=GTK4]  callgrind: main-thread instructions per round trip, GtkWeb beside plain C"
	@echo "make fuzz              build the libFuzzer targets, fuzz each for FUZZ_SECONDS (default 60), print figures"
	@echo "make test-asan         the suite (or FILTER=RE) under AddressSanitizer, in .build/asan: tests, findings, time"
	@echo "make test-tsan         the suite (or FILTER=RE) under ThreadSanitizer, in .build/tsan"
	@echo "make soak              release build, then 10 tabs through 2,000 navigations, GtkWeb and C: growth per 1,000"
	@echo "make install           release build, install into \$$(DESTDIR)\$$(PREFIX) (PREFIX=$(PREFIX))"
	@echo "make clean             remove .build"

toolchain:
	@if ! command -v swift >/dev/null 2>&1; then \
		echo "error: no Swift toolchain: 'swift' is not on PATH and /opt/swift/usr/bin/swift does not exist." >&2; \
		echo "       Install Swift 6 (this project is built with 6.3.1) and put its usr/bin on PATH." >&2; \
		exit 1; \
	fi

deps: toolchain
	@missing=(); \
	for package in $(DEB_PACKAGES); do \
		info=$$(dpkg -s "$$package" 2>/dev/null) && [[ $$info == *"Status: install ok installed"* ]] \
			|| missing+=("$$package"); \
	done; \
	if (( $${#missing[@]} == 0 )); then \
		echo "deps: all Debian packages are installed"; \
		exit 0; \
	fi; \
	if [[ $$(id -u) == 0 ]]; then \
		sudo=""; \
	elif command -v sudo >/dev/null 2>&1; then \
		sudo="sudo"; \
	else \
		echo "error: missing Debian packages: $${missing[*]}" >&2; \
		echo "       Not root and no sudo: as root, run apt-get install $${missing[*]}" >&2; \
		exit 1; \
	fi; \
	echo "deps: installing $${missing[*]}"; \
	$$sudo apt-get update; \
	$$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y "$${missing[@]}"
	@echo "deps: $$(swift --version 2>/dev/null | head -n 1)"
	@$(MAKE) --no-print-directory pkgconfig

# Quiet builds. webkit2gtk-4.1's pkg-config flags (through glib and gmodule) carry -pthread and
# -Wl,--export-dynamic, which SwiftPM refuses from a system-library target: it drops them and warns on every
# build. The recipes below give SwiftPM a flattened webkit2gtk-4.1.pc (the same include folders and
# libraries, resolved by pkg-config, without those two flags and without Requires) ahead of the system's,
# so the flags SwiftPM uses are the ones it used before and the warning is gone. A plain `swift build`
# outside make still reads the system's file, and still warns.
PKGCONFIG_DIR := $(CURDIR)/.build/pkgconfig
export PKG_CONFIG_PATH := $(PKGCONFIG_DIR)$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))

pkgconfig:
	@mkdir -p "$(PKGCONFIG_DIR)"
	@drop() { tr ' ' '\n' | grep -vxE -- '-pthread|-Wl,--export-dynamic' | paste -sd ' '; }; \
	flat="$(PKGCONFIG_DIR)/webkit2gtk-4.1.pc"; \
	PKG_CONFIG_PATH= pkg-config --exists webkit2gtk-4.1 || { echo "pkgconfig: webkit2gtk-4.1 is not installed" >&2; exit 1; }; \
	{ \
		echo "Name: webkit2gtk-4.1"; \
		echo "Description: webkit2gtk-4.1 as pkg-config resolves it, without -pthread and -Wl,--export-dynamic (Makefile)"; \
		echo "Version: $$(PKG_CONFIG_PATH= pkg-config --modversion webkit2gtk-4.1)"; \
		echo "Cflags: $$(PKG_CONFIG_PATH= pkg-config --cflags webkit2gtk-4.1 | drop)"; \
		echo "Libs: $$(PKG_CONFIG_PATH= pkg-config --libs webkit2gtk-4.1 | drop)"; \
	} >"$$flat.tmp"; \
	if cmp -s "$$flat.tmp" "$$flat"; then rm "$$flat.tmp"; else mv "$$flat.tmp" "$$flat"; fi

build: deps
	swift build

display:
	@if [[ -z "$${DISPLAY:-}$${WAYLAND_DISPLAY:-}" ]]; then \
		echo "error: DISPLAY is not set, so there is no screen to open gtkweb on." >&2; \
		echo "       Run it from a desktop session (or 'scripts/with-xvfb.sh make run' for a hidden one)." >&2; \
		exit 1; \
	fi

run: display build
	$(RUN_ENV) "$$(swift build --show-bin-path 2>/dev/null)/gtkweb"

# The unsafe-code fence (scripts/check-fence.sh) and its own test run first; then swift format.
lint: toolchain
	@scripts/test-check-fence.sh
	@scripts/check-fence.sh
	@if ! swift format --version >/dev/null 2>&1; then \
		echo "lint: SKIPPED: this Swift toolchain has no 'swift format'"; \
		exit 0; \
	fi; \
	echo "lint: swift format $$(swift format --version) lint --strict (.swift-format)"; \
	swift format lint --strict --configuration .swift-format --recursive Sources Tests Benchmarks; \
	echo "lint: OK"

format: toolchain
	swift format format --in-place --configuration .swift-format --recursive Sources Tests Benchmarks

# Lint first: it is the quickest way to fail. Prerequisites run left to right (.NOTPARALLEL below).
# The GTK 3 half (build, docs, the whole suite, the shell's screenshot check), then the GTK 4 half (test-gtk4:
# the library's suites built with the trait GTK4 in .build-gtk4; the two GTK 4 examples' screenshot check).
# `deps` runs once per make, first for `build`, so `test` asks for the GTK 4 packages as well. The closing
# lines (scripts/test-summary.sh --total, kept in .build/test-summary-total.txt; .ci/run prints them last)
# give each flavour's count and their sum. `GTK4_TESTS=build` only builds the GTK 4 flavour and its example
# package (a change that breaks GTK 4 still fails); `GTK4_TESTS=off` leaves the GTK 4 half out. Each says what
# it skipped.
GTK4_TESTS ?= on
test: DEB_PACKAGES += $(GTK4_DEB_PACKAGES)
test: lint build docs deps-e2e test-suite resources-check test-screenshot test-gtk4-half
	@summaries=("GTK 3=.build/test-summary.txt"); \
	[[ "$(GTK4_TESTS)" != on ]] || summaries+=("GTK 4=$(GTK4_SCRATCH)/test-summary.txt"); \
	scripts/test-summary.sh --total "$${summaries[@]}" | tee .build/test-summary-total.txt

test-gtk4-half:
	@if [[ "$(GTK4_TESTS)" == on ]]; then \
		$(MAKE) --no-print-directory test-gtk4 \
			&& if [[ "$(SCREENSHOT_CHECK)" == on ]]; then \
				$(MAKE) --no-print-directory screenshot-check-gtk4; \
			else \
				echo "screenshot-check-gtk4: SKIPPED (SCREENSHOT_CHECK=$(SCREENSHOT_CHECK))"; \
			fi; \
	elif [[ "$(GTK4_TESTS)" == build ]]; then \
		$(MAKE) --no-print-directory example-gtk4 \
			&& echo "test-gtk4: built, not run (GTK4_TESTS=build; GTK4_TESTS=on runs the GTK 4 suites)"; \
	else \
		echo "test-gtk4: SKIPPED (GTK4_TESTS=$(GTK4_TESTS))"; \
	fi

# DocC from the public API's symbol graphs and each module's Documentation.docc; every DocC warning (a link that
# does not resolve) is an error; the documentation coverage is printed per module.
docs: build
	scripts/docs.sh

# Installs the PyPI packages the end-to-end tests import when python3 cannot import them yet.
deps-e2e: deps
	@for package in $(PIP_PACKAGES); do \
		if python3 -c "import $$package" 2>/dev/null; then \
			echo "deps-e2e: python3 has $$package"; \
		else \
			echo "deps-e2e: pip install $$package"; \
			python3 -m pip install --quiet "$$package" 2>/dev/null \
				|| python3 -m pip install --quiet --break-system-packages "$$package"; \
		fi; \
	done

# The tests are built outside the deadline so that it times only the run. No --parallel: two cores, and each
# WebKit view brings its own web process. The log and the closing "tests: N passed, N failed" line are kept
# in .build/ (.ci/run prints that line last).
# The suite runs with private, empty XDG folders under .build/test-home, so no test reads or writes the
# user's real profiles, caches or settings; they are wiped before each run.
# Swift's crash backtracer is off for the run: with WebKit's threads in the process it was seen to hang for
# minutes after a crash ("failed to suspend thread"), holding the run until its deadline; a crash still
# ends the test process at once, and its signal and the last test started are in the log.
TEST_HOME := $(CURDIR)/.build/test-home

# SwiftPM does not rebuild the SkipWeb test targets when GtkWeb's interface changes (they see it only through
# SkipWeb's re-export): stale objects then crash at run time, so their sources are touched to be recompiled.
# `make test-suite FILTER=ShellZoomTests` runs only the tests whose names match (swift test --filter).
test-suite: build
	touch Sources/SkipWeb/*.swift Tests/SkipWebTests/*.swift Tests/SkipWebCompatTests/*.swift Tests/SkipWebSwift5Tests/*.swift
	swift build --build-tests
	@rm -rf "$(TEST_HOME)"; mkdir -p "$(TEST_HOME)"/{data,cache,config,runtime}; chmod 700 "$(TEST_HOME)/runtime"
	@status=0; \
	XDG_DATA_HOME="$(TEST_HOME)/data" XDG_CACHE_HOME="$(TEST_HOME)/cache" XDG_CONFIG_HOME="$(TEST_HOME)/config" \
	XDG_RUNTIME_DIR="$(TEST_HOME)/runtime" SWIFT_BACKTRACE=enable=no \
	WITH_XVFB_DEADLINE=$(TEST_DEADLINE) $(XVFB) swift test --skip-build $(if $(FILTER),--filter "$(FILTER)") 2>&1 | tee .build/test-output.log \
		|| status=$$?; \
	scripts/test-summary.sh .build/test-output.log "$$status" | tee .build/test-summary.txt; \
	exit "$$status"

# `make skipweb-own-tests SKIPWEB=PATH` runs SkipWeb's own unit tests from a skip-web checkout (or its git
# directory) against this package's SkipWeb module (scripts/skipweb-own-tests/run.sh says how).
skipweb-own-tests: pkgconfig
	@test -n "$(SKIPWEB)" || { echo "usage: make skipweb-own-tests SKIPWEB=path/to/skip-web" >&2; exit 2; }
	scripts/skipweb-own-tests/run.sh "$(SKIPWEB)"

# The library on GTK 4 (WebKitGTK 6.0): the GTK4 trait, built in a folder of its own so that the GTK 3 build
# in .build stays warm. GTKWEB_LIBRARY_ONLY=1 leaves out the GTK 3 programs (shell, benchmarks, the GTK 3
# example) and their tests (see Package.swift). `make test-gtk4` runs the library's test modules on GTK 4 but
# for the tests in GTK4_SKIP, which expect a shared web process to end with its last tab, or an origin's local
# storage to be dated by its files, as on WebKitGTK 4.1 (the README's GTK 4 section says why); FILTER=RE runs other tests the same way, skipping nothing.
GTK4_SCRATCH := $(CURDIR)/.build-gtk4
GTK4_SWIFT := env GTKWEB_LIBRARY_ONLY=1 swift
GTK4_FLAGS := --traits GTK4 --scratch-path "$(GTK4_SCRATCH)"
GTK4_SUITES ?= ^(GtkWebTests|GLibInteropTests|SkipWebTests|SkipWebCompatTests|SkipWebOwnTestsCompat|SessionStoreTests|ContentRuleImportTests)\.
GTK4_SKIP ?= SiteDataRemovalTests/testStorageLastModifiedBeforeTheWindowIsKept|BrowserSessionThumbnailTests/testHibernatingTheLastTabsOfASharedProcess

# Only the GTK 4 targets (and `make test`, which runs them) need WebKitGTK 6.0's headers (GNU make passes
# GTK4_DEB_PACKAGES to `deps` when it runs for them).
build-gtk4: DEB_PACKAGES += $(GTK4_DEB_PACKAGES)
build-gtk4: deps
	$(GTK4_SWIFT) build $(GTK4_FLAGS) --build-tests

test-gtk4: build-gtk4
	@rm -rf "$(TEST_HOME)-gtk4"; mkdir -p "$(TEST_HOME)-gtk4"/{data,cache,config,runtime}; chmod 700 "$(TEST_HOME)-gtk4/runtime"
	@status=0; \
	XDG_DATA_HOME="$(TEST_HOME)-gtk4/data" XDG_CACHE_HOME="$(TEST_HOME)-gtk4/cache" \
	XDG_CONFIG_HOME="$(TEST_HOME)-gtk4/config" XDG_RUNTIME_DIR="$(TEST_HOME)-gtk4/runtime" SWIFT_BACKTRACE=enable=no \
	WITH_XVFB_DEADLINE=$(TEST_DEADLINE) $(XVFB) $(GTK4_SWIFT) test $(GTK4_FLAGS) --skip-build \
		$(if $(FILTER),--filter "$(FILTER)",--filter "$(GTK4_SUITES)" --skip "$(GTK4_SKIP)") 2>&1 | tee "$(GTK4_SCRATCH)/test-output.log" || status=$$?; \
	scripts/test-summary.sh "$(GTK4_SCRATCH)/test-output.log" "$$status" | tee "$(GTK4_SCRATCH)/test-summary.txt"; \
	exit "$$status"

# The GTK 4 example (Examples/GTK4Example): an app package of its own that depends on this one with the trait
# GTK4, so it builds exactly as an app outside this repository would: a GtkApplication (gtk4-example) and a
# libadwaita AdwApplicationWindow with a header bar (adwaita-example). `screenshot-check-gtk4` runs each under Xvfb
# through scripts/screenshot-check.sh: its window must appear, report its page loaded and show it painted.
GTK4_EXAMPLE := Examples/GTK4Example

example-gtk4: build-gtk4
	cd $(GTK4_EXAMPLE) && swift build

screenshot-check-gtk4: example-gtk4
	for example in gtk4-example adwaita-example; do \
		GTKWEB_BIN="$$(cd $(GTK4_EXAMPLE) && swift build --show-bin-path)/$$example" \
			WITH_XVFB_DEADLINE=$(SCREENSHOT_DEADLINE) $(XVFB) scripts/screenshot-check.sh || exit 1; \
	done

test-screenshot: build
	@if [[ "$(SCREENSHOT_CHECK)" == on ]]; then \
		$(MAKE) --no-print-directory screenshot-check; \
	else \
		echo "screenshot-check: SKIPPED (SCREENSHOT_CHECK=$(SCREENSHOT_CHECK))"; \
	fi

resources-check: deps
	desktop-file-validate Resources/gtkweb.desktop
	@echo "resources-check: Resources/gtkweb.desktop is valid"

screenshot-check: build
	WITH_XVFB_DEADLINE=$(SCREENSHOT_DEADLINE) $(XVFB) scripts/screenshot-check.sh

# The README's picture of the shell: the screenshot check's painted window, written to docs/screenshot.png.
SCREENSHOT_FILE := docs/screenshot.png

screenshot: build
	SCREENSHOT_OUT="$(CURDIR)/$(SCREENSHOT_FILE)" WITH_XVFB_DEADLINE=$(SCREENSHOT_DEADLINE) $(XVFB) \
		scripts/screenshot-check.sh

# gtkweb-bench runs each suite in ROUNDS rounds (after one warm-up round), each round one new process of
# the plain-C gtkweb-bench-c (built next to it) and one of its own GtkWeb worker, alternating which goes
# first. `make bench SUITE=bridge` (or SUITE="bridge cookies") runs only those suites. JSON lines go to
# stdout, the summary table to stderr.
# Its importer suite converts the real EasyList and EasyPrivacy, taken from Debian's uBlock Origin package
# into .build/easylist (not committed). BENCH_WORKDIR=DIR keeps the work folder (the converted lists and
# the cosmetic suite's compiled stores, named by content) across runs; by default each run has a temporary one.
EASYLIST_DIR := $(CURDIR)/.build/easylist
# `make bench TRAITS=GTK4`: both programs built with the GTK4 trait (WebKitGTK 6.0) in .build-gtk4, so the
# ratios are GtkWeb to plain C on GTK 4; the suites that are not ported print why they are left out.
BENCH_GTK4 := $(filter GTK4,$(TRAITS))
BENCH_SWIFT_FLAGS := $(if $(BENCH_GTK4),$(GTK4_FLAGS))

bench: DEB_PACKAGES += $(if $(BENCH_GTK4),$(GTK4_DEB_PACKAGES))
bench: deps
	swift build -c release $(BENCH_SWIFT_FLAGS) --product gtkweb-bench
	swift build -c release $(BENCH_SWIFT_FLAGS) --product gtkweb-bench-c
	$(if $(BENCH_GTK4),,swift build -c release --product gtkweb)
	@if [[ ! -f "$(EASYLIST_DIR)/easyprivacy.txt" ]]; then \
		rm -rf "$(EASYLIST_DIR)"; mkdir -p "$(EASYLIST_DIR)/package"; \
		( cd "$(EASYLIST_DIR)/package" && apt-get download webext-ublock-origin-firefox \
			&& dpkg -x webext-ublock-origin-firefox_*.deb root \
			&& cp -L root/usr/share/mozilla/extensions/*/uBlock0@raymondhill.net/assets/thirdparties/easylist/easy{list,privacy}.txt "$(EASYLIST_DIR)/" ) \
			|| echo "bench: cannot fetch EasyList (apt-get download webext-ublock-origin-firefox); the importer suite is skipped"; \
	fi
	@bin="$$(swift build -c release $(BENCH_SWIFT_FLAGS) --show-bin-path 2>/dev/null)"; \
	GTKWEB_BENCH_FILTER_LISTS="$$([[ -f "$(EASYLIST_DIR)/easyprivacy.txt" ]] && echo "$(EASYLIST_DIR)/easylist.txt:$(EASYLIST_DIR)/easyprivacy.txt")" \
	WITH_XVFB_DEADLINE=$(BENCH_DEADLINE) $(XVFB) "$$bin/gtkweb-bench" \
		$(foreach suite,$(SUITE),--suite $(suite)) $(if $(ROUNDS),--rounds $(ROUNDS)) \
		$(if $(BENCH_WORKDIR),--workdir "$(BENCH_WORKDIR)")

# Main-thread instructions per operation of each round trip, GtkWeb beside plain C, counted by callgrind
# (scripts/bench-instructions.py): a figure that does not move with the machine's load. RUNS=N runs of each
# side (default 2), alternating which goes first. TRAITS=GTK4: both programs on WebKitGTK 6.0, as for bench,
# drawing with GTK 4's cairo renderer (GSK_RENDERER=cairo): with its GL one under callgrind, the C program's
# first page load missed its 30-second deadline.
bench-instructions: DEB_PACKAGES += $(if $(BENCH_GTK4),$(GTK4_DEB_PACKAGES))
bench-instructions: deps
	swift build -c release $(BENCH_SWIFT_FLAGS) --product gtkweb-bench
	swift build -c release $(BENCH_SWIFT_FLAGS) --product gtkweb-bench-c
	@bin="$$(swift build -c release $(BENCH_SWIFT_FLAGS) --show-bin-path 2>/dev/null)"; \
	$(if $(BENCH_GTK4),GSK_RENDERER=cairo) WITH_XVFB_DEADLINE=$(BENCH_DEADLINE) $(XVFB) \
		python3 scripts/bench-instructions.py "$$bin" $(if $(RUNS),--runs $(RUNS))
# Every parser's libFuzzer target (scripts/fuzz.sh), each run for FUZZ_SECONDS, niced: per target its
# executions, features and crashes. A crash input lands in Tests/Fuzz/Inputs/<target>, which the ordinary
# suite (FuzzRegressionTests) replays; the fuzzing itself is not part of `make test`.
FUZZ_SECONDS ?= 60

fuzz: toolchain
	nice -n 10 scripts/fuzz.sh run $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# The suite under a sanitizer (scripts/test-sanitized.sh): its own build folder (.build/asan, .build/tsan),
# private XDG folders, every instrumented process's reports counted; FILTER=RE as for test-suite. Not part of
# `make test` (README, Reliability).
SANITIZER_DEADLINE ?= 5400

test-asan: deps
	TEST_DEADLINE=$(SANITIZER_DEADLINE) scripts/test-sanitized.sh address "$(FILTER)"

test-tsan: deps
	TEST_DEADLINE=$(SANITIZER_DEADLINE) scripts/test-sanitized.sh thread "$(FILTER)"

# gtkweb-bench's soak suite alone, one round: SOAK_NAVIGATIONS navigations (default 2,000) over ten tabs, by
# the plain-C program, then by GtkWeb with popups, hibernation, downloads and blocker preparations in between;
# samples on stderr, figures as JSON lines; a web process, fd or popup engine left after GtkWeb's session fails it.
SOAK_NAVIGATIONS ?= 2000

soak: deps
	swift build -c release --product gtkweb-bench
	swift build -c release --product gtkweb-bench-c
	@bin="$$(swift build -c release --show-bin-path 2>/dev/null)"; \
	GTKWEB_SOAK_NAVIGATIONS=$(SOAK_NAVIGATIONS) WITH_XVFB_DEADLINE=$(BENCH_DEADLINE) $(XVFB) \
		"$$bin/gtkweb-bench" --suite soak --rounds 1 --warmup-rounds 0

# The installed binary carries the Swift runtime (--static-swift-stdlib), so it does not need the toolchain;
# it is built in its own scratch folder so that it does not undo the release build `make bench` uses.
INSTALL_SCRATCH := .build/install

install: deps
	swift build -c release --product gtkweb --static-swift-stdlib --scratch-path $(INSTALL_SCRATCH)
	@bin="$$(swift build -c release --scratch-path $(INSTALL_SCRATCH) --show-bin-path 2>/dev/null)"; \
	share="$(DESTDIR)$(DATADIR)"; \
	put() { echo "install: $$3"; install -D -m "$$1" "$$2" "$$3"; }; \
	put 0755 "$$bin/gtkweb" "$(DESTDIR)$(BINDIR)/gtkweb"; \
	while read -r file; do \
		put 0644 "$$file" "$$share/gtkweb/$$file"; \
	done < <(find Resources $$([[ -d rules ]] && echo rules) -type f | sort); \
	put 0644 Resources/gtkweb.desktop "$$share/applications/gtkweb.desktop"; \
	put 0644 Resources/gtkweb.svg "$$share/icons/hicolor/scalable/apps/gtkweb.svg"

clean:
	rm -rf .build
