package org.abistruct.cli;

import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * The "; did you mean ...?" of an unknown {@code --abi} id: the ids it names but for case and {@code -} or {@code _}
 * ({@code X86-64-SYSV}), else those it begins up to a {@code -} (an architecture alone, {@code x86_64}, or a family,
 * {@code wgsl}), else those one typo away ({@code std14}, {@code sdt430}). A user reads the long list of known ids
 * after it only when no id is near.
 */
final class AbiIdSuggestions {
    /** More near ids than this, and none is a likely guess. */
    private static final int MAX_NAMED = 3;
    /** Shorter ids are one typo away from too many others to guess which was meant. */
    private static final int MIN_LENGTH_FOR_TYPOS = 3;

    private AbiIdSuggestions() {
    }

    /** The hint for {@code unknown} among {@code known}, in the order of {@code known}, or "". */
    static String didYouMean(String unknown, List<String> known) {
        String typed = normal(unknown);
        List<String> near = matching(known, id -> normal(id).equals(typed));
        if (near.isEmpty()) {
            near = matching(known, id -> normal(id).startsWith(typed + "-"));
        }
        if (near.isEmpty() && typed.length() >= MIN_LENGTH_FOR_TYPOS) {
            near = matching(known, id -> oneTypoApart(typed, normal(id)));
        }
        if (near.isEmpty() || near.size() > MAX_NAMED) {
            return "";
        }
        return "; did you mean " + String.join(" or ", near.stream().map(id -> "'" + id + "'").toList()) + "?";
    }

    private static List<String> matching(List<String> known, Predicate<String> near) {
        return known.stream().filter(near).toList();
    }

    /** An id as a user may mean it: case and the choice between {@code -} and {@code _} aside. */
    private static String normal(String id) {
        return id.toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Whether one letter changed, added or dropped, or two neighbours swapped, turns {@code a} into {@code b}. */
    static boolean oneTypoApart(String a, String b) {
        if (a.equals(b) || Math.abs(a.length() - b.length()) > 1) {
            return false;
        }
        int start = 0;
        while (start < Math.min(a.length(), b.length()) && a.charAt(start) == b.charAt(start)) {
            start++;
        }
        String restA = a.substring(start);
        String restB = b.substring(start);
        if (restA.length() != restB.length()) {
            return restA.length() > restB.length() ? restA.substring(1).equals(restB) : restB.substring(1).equals(restA);
        }
        boolean swapped = restA.length() >= 2 && restA.charAt(0) == restB.charAt(1) && restA.charAt(1) == restB.charAt(0)
                && restA.substring(2).equals(restB.substring(2));
        return swapped || restA.substring(1).equals(restB.substring(1));
    }
}
