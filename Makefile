# Muster: the two commands a newcomer needs are `make run` and `make test`.
# Everything else here is a thin wrapper over the CMake presets in CMakePresets.json.

PRESET ?= dev
BUILD  := build/$(PRESET)
SAMPLE ?= maps/sample-area.json

# Debian 12 packages the build, the tests and the GUI need.
DEB_PACKAGES := cmake ninja-build g++ pkg-config qt6-base-dev qt6-base-dev-tools qt6-svg-dev \
	qt6-tools-dev qt6-tools-dev-tools libqt6svg6 libgl-dev libpng-dev libsqlite3-dev sqlite3 xvfb xauth \
	clang-format dpkg-dev file desktop-file-utils appstream fakeroot python3 libgmime-3.0-dev \
	poppler-utils zlib1g-dev libzstd-dev libcurl4-openssl-dev qtkeychain-qt6-dev openssl \
	python3-aiosmtpd dovecot-imapd dbus gnome-keyring

# What `make fuzz` needs on top: clang and its libFuzzer and sanitizer runtimes.
FUZZ_PACKAGES := clang libclang-rt-dev

# Only `make bench` needs these: Tiled's tmxrasterizer, the reference for the PNG export.
BENCH_PACKAGES := tiled

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps bench-deps configure build run test bench mutate format format-check asan fuzz package clean \
	translations

# $(call install-missing,PACKAGES): apt-get installs those of PACKAGES that are not installed yet.
define install-missing
	@missing=$$(for p in $(1); do \
		dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed' || echo $$p; \
	done); \
	if [ -n "$$missing" ]; then \
		echo "Installing missing packages:" $$missing; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	else echo "All packages of '$@' are installed."; fi
endef

deps:
	$(call install-missing,$(DEB_PACKAGES))

bench-deps:
	$(call install-missing,$(BENCH_PACKAGES))

$(BUILD)/build.ninja:
	cmake --preset $(PRESET)

configure: deps $(BUILD)/build.ninja

build: configure
	cmake --build --preset $(PRESET)

# Opens the GUI on the bundled sample campaign, imported into build/ (again whenever the JSON is newer)
# so the GM's edits never touch the sample itself. SAMPLE=maps/sample-hex.json opens the hex one.
run: build
	@mkdir -p $(BUILD)/samples
	@out=$(BUILD)/samples/$$(basename $(SAMPLE) .json).muster; \
	[ $$out -nt $(SAMPLE) ] || $(BUILD)/app/muster-cli import --force $(SAMPLE) $$out || exit 1; \
	$(BUILD)/app/muster $$out

test: build
	QT_QPA_PLATFORM=offscreen ctest --preset $(PRESET) -j2

bench: deps bench-deps
	cmake --preset release
	cmake --build --preset release --target muster_benchmarks
	@for b in $$(find build/release/tests/bench -name 'bench_*' -type f -perm -u+x | sort); do \
		echo "== $$b"; QT_QPA_PLATFORM=offscreen $$b || exit 1; done

# Mutation testing of the rule engines (tests/mutation/README.md): each mutant of
# tests/mutation/mutants.txt in turn, rebuilding only what it touches and its rules suites.
mutate: configure
	python3 tests/mutation/mutate.py --build $(BUILD)

# Brings resources/translations/muster_en.ts up to date: lupdate finds the messages with a count,
# then their English plural forms are filled in from each message's "(s)" (see the script).
LUPDATE ?= /usr/lib/qt6/bin/lupdate
translations: deps
	cmake -DLUPDATE=$(LUPDATE) -DTS=$(CURDIR)/resources/translations/muster_en.ts \
		-P resources/translations/lupdate.cmake
	python3 resources/translations/english-plurals.py resources/translations/muster_en.ts
	cmake -DLUPDATE=$(LUPDATE) -DTS=$(CURDIR)/resources/translations/muster_en.ts \
		-P resources/translations/lupdate.cmake # in lupdate's own layout again

asan:
	$(MAKE) test PRESET=asan

# libFuzzer (tests/fuzz, clang preset `fuzz`): seeds from the samples and the rules cases, then each
# target for FUZZ_SECONDS. New corpus entries stay in build/fuzz/corpus; a crash is saved in
# build/fuzz/crashes and stops the run (add it to tests/fuzz/regressions/TARGET/ once fixed).
# FUZZ_ARGS passes more libFuzzer flags (FUZZ_ARGS=-runs=1000000).
# AddressSanitizer keeps no allocation stacks and a small quarantine here: a finding still stops
# the run and names where it happened, and a target runs 2-3x the inputs (fuzz_store_open spends a
# third of its time storing malloc stacks otherwise); the saved crash replays with full reports.
# Temporary files (store_open writes each input to one) go to memory.
FUZZ_ASAN_OPTIONS ?= malloc_context_size=0:quarantine_size_mb=16
FUZZ_SECONDS ?= 60
# Each target with the longest input it is given (-max_len; libFuzzer's own default is 4,096 bytes
# or the largest seed), long enough to pass the limits its reader checks (maps/README.md, "Limits"):
# a campaign's texts and order lines, JSON nested past 1,024 levels; an order sheet's 1,000 lines
# of 1,000 characters; a .muster file of many turns; a Tiled map's layer groups past 64
# levels, a layer of a 128 x 128 map; a mail's text as long as the longest turnsheet (256 KiB).
FUZZ_TARGETS := campaign_json:1048576 order_sheet:1048576 area_turn:1048576 hex_day:1048576 \
	store_open:1048576 tmx:65536 mail_text:262144
fuzz: deps
	$(call install-missing,$(FUZZ_PACKAGES))
	cmake --preset fuzz
	cmake --build --preset fuzz
	build/fuzz/tests/fuzz/fuzz_seeds build/fuzz/corpus
	@mkdir -p build/fuzz/crashes
	@for target in $(FUZZ_TARGETS); do \
		t=$${target%%:*}; \
		echo "== fuzz_$$t, $(FUZZ_SECONDS) s, inputs up to $${target##*:} bytes"; \
		TMPDIR=$${FUZZ_TMPDIR:-/dev/shm} ASAN_OPTIONS=$(FUZZ_ASAN_OPTIONS) \
		LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp build/fuzz/tests/fuzz/fuzz_$$t \
			-max_total_time=$(FUZZ_SECONDS) -timeout=10 -print_final_stats=1 \
			-max_len=$${target##*:} \
			-artifact_prefix=build/fuzz/crashes/$$t- $(FUZZ_ARGS) \
			build/fuzz/corpus/$$t tests/fuzz/regressions/$$t || exit 1; \
	done

package: deps
	cmake --preset release
	cmake --build --preset release
	cd build/release && cpack

format:
	git ls-files '*.cpp' '*.h' | xargs clang-format -i

format-check:
	git ls-files '*.cpp' '*.h' | xargs clang-format --dry-run -Werror

clean:
	rm -rf build
