package org.abistruct.it;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static org.assertj.core.api.Assertions.assertThat;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.abistruct.abi.Abi;
import org.abistruct.it.libc.Rlimit;
import org.abistruct.it.libc.Stat;
import org.abistruct.it.libc.Timespec;
import org.abistruct.it.libc.Timeval;
import org.abistruct.it.libc.Tm;
import org.abistruct.it.libc.Utsname;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The C library's own functions fill structs declared as {@code @Struct} records, passed by pointer as a view's
 * {@code segment()}: {@code clock_gettime}, {@code gettimeofday}, {@code gmtime_r}, {@code mktime}, {@code strftime},
 * {@code stat}, {@code fstat}, {@code getrlimit} and {@code uname}. Every member read is compared with what a C
 * program prints for the same call (and {@code stat}'s with the file attributes Java reads), and every member's
 * offset with C's {@code offsetof}. The records spell glibc's x86-64 structs, so the test runs there only.
 */
@Tag("conformance")
class LibcStructsTest {
    static final Abi ABI = Abi.nativeAbi();
    static final Linker LINKER = Linker.nativeLinker();
    static final long WHEN = 1_700_000_000L;   // 2023-11-14T22:13:20Z, a Tuesday, day 318 of the year

    static final String PROBE = """
            #define _GNU_SOURCE                 /* glibc names utsname's domainname so */
            #include <stddef.h>
            #include <stdio.h>
            #include <string.h>
            #include <time.h>
            #include <sys/resource.h>
            #include <sys/stat.h>
            #include <sys/time.h>
            #include <sys/utsname.h>

            #define LAYOUT(S, m) printf(#S "." #m "=%zu\\n", offsetof(struct S, m))
            #define SIZE(S) printf("sizeof." #S "=%zu\\n", sizeof(struct S))

            int main(int argc, char **argv) {
                SIZE(timespec); LAYOUT(timespec, tv_sec); LAYOUT(timespec, tv_nsec);
                SIZE(timeval); LAYOUT(timeval, tv_sec); LAYOUT(timeval, tv_usec);
                SIZE(rlimit); LAYOUT(rlimit, rlim_cur); LAYOUT(rlimit, rlim_max);
                SIZE(utsname); LAYOUT(utsname, sysname); LAYOUT(utsname, nodename); LAYOUT(utsname, release);
                LAYOUT(utsname, version); LAYOUT(utsname, machine); LAYOUT(utsname, domainname);
                SIZE(tm); LAYOUT(tm, tm_sec); LAYOUT(tm, tm_min); LAYOUT(tm, tm_hour); LAYOUT(tm, tm_mday);
                LAYOUT(tm, tm_mon); LAYOUT(tm, tm_year); LAYOUT(tm, tm_wday); LAYOUT(tm, tm_yday);
                LAYOUT(tm, tm_isdst); LAYOUT(tm, tm_gmtoff); LAYOUT(tm, tm_zone);
                SIZE(stat); LAYOUT(stat, st_dev); LAYOUT(stat, st_ino); LAYOUT(stat, st_nlink);
                LAYOUT(stat, st_mode); LAYOUT(stat, st_uid); LAYOUT(stat, st_gid); LAYOUT(stat, st_rdev);
                LAYOUT(stat, st_size); LAYOUT(stat, st_blksize); LAYOUT(stat, st_blocks); LAYOUT(stat, st_atim);
                LAYOUT(stat, st_mtim); LAYOUT(stat, st_ctim);

                struct utsname u; uname(&u);
                printf("sysname=%s\\nnodename=%s\\nrelease=%s\\nversion=%s\\nmachine=%s\\ndomainname=%s\\n",
                       u.sysname, u.nodename, u.release, u.version, u.machine, u.domainname);
                struct rlimit r; getrlimit(RLIMIT_NOFILE, &r);
                printf("nofile.cur=%lu\\nnofile.max=%lu\\n", r.rlim_cur, r.rlim_max);
                getrlimit(RLIMIT_STACK, &r);
                printf("stack.cur=%lu\\nstack.max=%lu\\n", r.rlim_cur, r.rlim_max);

                time_t t = 1700000000; struct tm g; gmtime_r(&t, &g);
                printf("gm=%d %d %d %d %d %d %d %d %d %ld %s\\n", g.tm_sec, g.tm_min, g.tm_hour, g.tm_mday, g.tm_mon,
                       g.tm_year, g.tm_wday, g.tm_yday, g.tm_isdst, g.tm_gmtoff, g.tm_zone);
                char text[64]; strftime(text, sizeof text, "%Y-%m-%d %H:%M:%S %a %j %Z", &g);
                printf("strftime=%s\\n", text);
                struct tm local = { .tm_sec = 5, .tm_min = 4, .tm_hour = 3, .tm_mday = 2, .tm_mon = 0,
                                    .tm_year = 124, .tm_isdst = -1 };
                time_t made = mktime(&local);
                printf("mktime=%ld %d %d %ld\\n", (long) made, local.tm_wday, local.tm_yday, local.tm_gmtoff);

                struct stat s; stat(argv[1], &s);
                printf("stat=%lu %lu %lu %u %u %u %lu %ld %ld %ld %ld.%09ld %ld.%09ld %ld.%09ld\\n",
                       s.st_dev, s.st_ino, s.st_nlink, s.st_mode, s.st_uid, s.st_gid, s.st_rdev, s.st_size,
                       s.st_blksize, s.st_blocks, s.st_atim.tv_sec, s.st_atim.tv_nsec, s.st_mtim.tv_sec,
                       s.st_mtim.tv_nsec, s.st_ctim.tv_sec, s.st_ctim.tv_nsec);
                return 0;
            }
            """;

    static Map<String, String> c;
    static Path file;

    @BeforeAll
    static void runTheProbe(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(ABI.id().equals("x86_64-sysv") && System.getProperty("os.name").equals("Linux"),
                "the records spell glibc's structs on x86-64 Linux");
        file = dir.resolve("data.bin");
        Files.write(file, new byte[12_345]);
        Files.setLastModifiedTime(file, FileTime.from(Instant.ofEpochSecond(WHEN, 123_456_789)));
        Files.setAttribute(file, "lastAccessTime", FileTime.from(Instant.ofEpochSecond(WHEN - 60, 987_654_321)));
        Path source = dir.resolve("probe.c");
        Files.writeString(source, PROBE);
        Path probe = Oracle.compileProgram(Oracle.requireCCompiler(), dir, source, "probe");
        List<String> cmd = List.of(probe.toString(), file.toString());
        Oracle.Run run = Oracle.run(dir, cmd, 60).orFail(cmd);
        c = new LinkedHashMap<>();
        for (String line : run.stdout().split("\n")) {
            int eq = line.indexOf('=');
            c.put(line.substring(0, eq), line.substring(eq + 1));
        }
    }

    static MethodHandle libc(String name, FunctionDescriptor descriptor) {
        return LINKER.downcallHandle(LINKER.defaultLookup().find(name).orElseThrow(), descriptor);
    }

    /** Each record's size and every member's offset, as C's sizeof and offsetof give them. */
    @Test
    void theRecordsHaveTheOffsetsOfGlibcsStructs() {
        assertLaidOutAsC("timespec", Timespec.layout(ABI));
        assertLaidOutAsC("timeval", Timeval.layout(ABI));
        assertLaidOutAsC("rlimit", Rlimit.layout(ABI));
        assertLaidOutAsC("utsname", Utsname.layout(ABI));
        assertLaidOutAsC("tm", Tm.layout(ABI));
        assertLaidOutAsC("stat", Stat.layout(ABI));
    }

    private static void assertLaidOutAsC(String struct, StructLayout layout) {
        assertThat(layout.byteSize()).as("sizeof(struct %s)", struct)
                .isEqualTo(Long.parseLong(c.get("sizeof." + struct)));
        int compared = 0;
        for (MemberLayout member : layout.members()) {
            String offset = c.get(struct + "." + member.name());
            if (offset != null) {
                assertThat(member.byteOffset()).as("offsetof(struct %s, %s)", struct, member.name())
                        .isEqualTo(Long.parseLong(offset));
                compared++;
            }
        }
        assertThat(compared).as("members of %s compared", struct).isGreaterThanOrEqualTo(2);
    }

    @Test
    void clockGettimeAndGettimeofdayFillTheirStructsWithTheTimeJavaReads() throws Throwable {
        MethodHandle clockGettime = libc("clock_gettime", FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS));
        MethodHandle gettimeofday = libc("gettimeofday", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS));
        try (Arena arena = Arena.ofConfined()) {
            Timespec ts = Timespec.allocate(arena, ABI);
            Timeval tv = Timeval.allocate(arena, ABI);
            long before = System.currentTimeMillis();
            assertThat((int) clockGettime.invokeExact(0 /* CLOCK_REALTIME */, ts.segment())).isZero();
            assertThat((int) gettimeofday.invokeExact(tv.segment(), MemorySegment.NULL)).isZero();
            long after = System.currentTimeMillis();

            long tsMillis = ts.tv_sec() * 1000 + ts.tv_nsec() / 1_000_000;
            long tvMillis = tv.tv_sec() * 1000 + tv.tv_usec() / 1000;
            assertThat(ts.tv_nsec()).isBetween(0L, 999_999_999L);
            assertThat(tv.tv_usec()).isBetween(0L, 999_999L);
            // the JVM's clock and the C library's are one clock, read in this order (a millisecond of rounding)
            assertThat(tsMillis).isBetween(before - 1, after + 1);
            assertThat(tvMillis).isBetween(tsMillis - 1, after + 1);
        }
    }

    @Test
    void gmtimeRStrftimeAndMktimeReadAndWriteAStructTmAsCDoes() throws Throwable {
        MethodHandle gmtimeR = libc("gmtime_r", FunctionDescriptor.of(ADDRESS, ADDRESS, ADDRESS));
        MethodHandle strftime = libc("strftime",
                FunctionDescriptor.of(JAVA_LONG, ADDRESS, JAVA_LONG, ADDRESS, ADDRESS));
        MethodHandle mktime = libc("mktime", FunctionDescriptor.of(JAVA_LONG, ADDRESS));
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment t = arena.allocateFrom(JAVA_LONG, WHEN);
            Tm g = Tm.allocate(arena, ABI);
            MemorySegment returned = (MemorySegment) gmtimeR.invokeExact(t, g.segment());
            assertThat(returned.address()).as("gmtime_r returns its argument").isEqualTo(g.address());

            String zone = MemorySegment.ofAddress(g.tm_zone()).reinterpret(16).getString(0);
            String java = g.tm_sec() + " " + g.tm_min() + " " + g.tm_hour() + " " + g.tm_mday() + " " + g.tm_mon() + " "
                    + g.tm_year() + " " + g.tm_wday() + " " + g.tm_yday() + " " + g.tm_isdst() + " " + g.tm_gmtoff()
                    + " " + zone;
            assertThat(java).isEqualTo(c.get("gm"));
            ZonedDateTime utc = Instant.ofEpochSecond(WHEN).atZone(ZoneOffset.UTC);
            assertThat(g.get()).isEqualTo(new org.abistruct.it.libc.TmDecl(utc.getSecond(), utc.getMinute(),
                    utc.getHour(), utc.getDayOfMonth(), utc.getMonthValue() - 1, utc.getYear() - 1900,
                    utc.getDayOfWeek().getValue() % 7, utc.getDayOfYear() - 1, 0, 0, g.tm_zone()));

            MemorySegment text = arena.allocate(64);
            long length = (long) strftime.invokeExact(text, 64L, arena.allocateFrom("%Y-%m-%d %H:%M:%S %a %j %Z"),
                    g.segment());
            assertThat(text.getString(0)).isEqualTo(c.get("strftime")).hasSize((int) length)
                    .startsWith("2023-11-14 22:13:20 Tue 318");

            Tm local = Tm.allocate(arena, ABI).tm_sec(5).tm_min(4).tm_hour(3).tm_mday(2).tm_mon(0).tm_year(124)
                    .tm_isdst(-1);
            long made = (long) mktime.invokeExact(local.segment());
            assertThat(made + " " + local.tm_wday() + " " + local.tm_yday() + " " + local.tm_gmtoff())
                    .as("mktime normalises the struct in place").isEqualTo(c.get("mktime"));
        }
    }

    @Test
    void statAndFstatFillAStructStatWithWhatCAndJavaSeeOfTheFile() throws Throwable {
        MethodHandle stat = libc("stat", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS));
        MethodHandle open = libc("open", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT));
        MethodHandle fstat = libc("fstat", FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS));
        MethodHandle close = libc("close", FunctionDescriptor.of(JAVA_INT, JAVA_INT));
        try (Arena arena = Arena.ofConfined()) {
            Stat s = Stat.allocate(arena, ABI);
            assertThat((int) stat.invokeExact(arena.allocateFrom(file.toString()), s.segment())).isZero();
            assertThat(describe(s)).isEqualTo(c.get("stat"));

            Map<String, Object> unix = Files.readAttributes(file, "unix:*");
            assertThat(s.st_dev()).isEqualTo(unix.get("dev"));
            assertThat(s.st_ino()).isEqualTo(unix.get("ino"));
            assertThat(s.st_nlink()).isEqualTo((long) (int) unix.get("nlink"));
            assertThat(s.st_mode()).isEqualTo(unix.get("mode"));
            assertThat(s.st_uid()).isEqualTo(unix.get("uid"));
            assertThat(s.st_gid()).isEqualTo(unix.get("gid"));
            assertThat(s.st_rdev()).isEqualTo(unix.get("rdev"));
            assertThat(s.st_size()).isEqualTo(unix.get("size")).isEqualTo(12_345L);
            assertThat(instant(s.st_mtim())).isEqualTo(((FileTime) unix.get("lastModifiedTime")).toInstant())
                    .isEqualTo(Instant.ofEpochSecond(WHEN, 123_456_789));
            assertThat(instant(s.st_atim())).isEqualTo(((FileTime) unix.get("lastAccessTime")).toInstant())
                    .isEqualTo(Instant.ofEpochSecond(WHEN - 60, 987_654_321));
            assertThat(instant(s.st_ctim())).isEqualTo(((FileTime) unix.get("ctime")).toInstant());
            assertThat(s.st_mode() & 0170000).as("S_IFREG").isEqualTo(0100000);

            int fd = (int) open.invokeExact(arena.allocateFrom(file.toString()), 0 /* O_RDONLY */);
            assertThat(fd).isNotNegative();
            Stat f = Stat.allocate(arena, ABI);
            try {
                assertThat((int) fstat.invokeExact(fd, f.segment())).isZero();
            } finally {
                assertThat((int) close.invokeExact(fd)).isZero();
            }
            assertThat(describe(f)).isEqualTo(c.get("stat"));
            assertThat(describe(f)).isEqualTo(describe(s));
        }
    }

    private static Instant instant(Timespec t) {
        return Instant.ofEpochSecond(t.tv_sec(), t.tv_nsec());
    }

    private static String describe(Stat s) {
        return String.format("%s %s %s %s %s %s %s %d %d %d %d.%09d %d.%09d %d.%09d", Long.toUnsignedString(s.st_dev()),
                Long.toUnsignedString(s.st_ino()), Long.toUnsignedString(s.st_nlink()), s.st_modeAsLong(),
                s.st_uidAsLong(), s.st_gidAsLong(), Long.toUnsignedString(s.st_rdev()), s.st_size(), s.st_blksize(),
                s.st_blocks(), s.st_atim().tv_sec(), s.st_atim().tv_nsec(), s.st_mtim().tv_sec(),
                s.st_mtim().tv_nsec(), s.st_ctim().tv_sec(), s.st_ctim().tv_nsec());
    }

    @Test
    void getrlimitFillsAStructRlimitAsItDoesForAChildProcess() throws Throwable {
        MethodHandle getrlimit = libc("getrlimit", FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS));
        try (Arena arena = Arena.ofConfined()) {
            Rlimit.Array limits = Rlimit.allocateArray(arena, 2, ABI);
            assertThat((int) getrlimit.invokeExact(7 /* RLIMIT_NOFILE */, limits.get(0).segment())).isZero();
            assertThat((int) getrlimit.invokeExact(3 /* RLIMIT_STACK */, limits.get(1).segment())).isZero();
            // rlim_t is unsigned: RLIM_INFINITY is 2^64 - 1, which C prints as such
            assertThat(Long.toUnsignedString(limits.get(0).rlim_cur())).isEqualTo(c.get("nofile.cur"));
            assertThat(Long.toUnsignedString(limits.get(0).rlim_max())).isEqualTo(c.get("nofile.max"));
            assertThat(Long.toUnsignedString(limits.get(1).rlim_cur())).isEqualTo(c.get("stack.cur"));
            assertThat(Long.toUnsignedString(limits.get(1).rlim_max())).isEqualTo(c.get("stack.max"));
        }
    }

    @Test
    void unameFillsTheCharArraysOfAStructUtsname() throws Throwable {
        MethodHandle uname = libc("uname", FunctionDescriptor.of(JAVA_INT, ADDRESS));
        try (Arena arena = Arena.ofConfined()) {
            Utsname u = Utsname.allocate(arena, ABI);
            assertThat((int) uname.invokeExact(u.segment())).isZero();
            Utsname.Layout at = u.boundLayout();
            // a char array is a C string: the segment reads it up to its NUL, the bulk getter copies its 65 bytes
            assertThat(u.segment().getString(at.sysname)).isEqualTo(c.get("sysname")).isEqualTo("Linux");
            assertThat(u.segment().getString(at.nodename)).isEqualTo(c.get("nodename"));
            assertThat(u.segment().getString(at.release)).isEqualTo(c.get("release"))
                    .isEqualTo(System.getProperty("os.version"));
            assertThat(u.segment().getString(at.version)).isEqualTo(c.get("version"));
            assertThat(u.segment().getString(at.domainname)).isEqualTo(c.get("domainname"));
            assertThat(cString(u.machineTo(new byte[Utsname.MACHINE_LENGTH]))).isEqualTo(c.get("machine"))
                    .isEqualTo("x86_64");
            assertThat(cString(u.get().nodename())).isEqualTo(c.get("nodename"));
        }
    }

    private static String cString(byte[] chars) {
        int end = 0;
        while (chars[end] != 0) {
            end++;
        }
        return new String(chars, 0, end, StandardCharsets.UTF_8);
    }
}
