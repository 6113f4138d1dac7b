package org.abistruct.schema;

import java.util.List;
import java.util.stream.Stream;

/**
 * The "(did you mean ...?)" of an unknown name: a known name that differs only in case, else the known names one
 * typo away (a letter wrong, missing, extra, or two neighbours swapped: {@code flaot}, {@code unit}, {@code vec5}).
 */
final class NameSuggestions {
    /** Shorter names are one typo away from too many others to guess which was meant. */
    private static final int MIN_LENGTH_FOR_TYPOS = 3;
    /** More names than this one typo away, and none is a likely guess. */
    private static final int MAX_NAMED = 3;

    private NameSuggestions() {
    }

    /** The hint for {@code unknown} among {@code known} (the first of equal ones in case wins), or "". */
    static String didYouMean(String unknown, Stream<String> known) {
        List<String> names = known.distinct().toList();
        for (String name : names) {
            if (name.equalsIgnoreCase(unknown)) {
                return " (did you mean '" + name + "'?)";
            }
        }
        if (unknown.length() < MIN_LENGTH_FOR_TYPOS) {
            return "";
        }
        List<String> close = names.stream().filter(name -> oneTypoApart(unknown, name)).sorted().toList();
        if (close.isEmpty() || close.size() > MAX_NAMED) {
            return "";
        }
        String last = "'" + close.getLast() + "'";
        String rest = String.join(", ", close.subList(0, close.size() - 1).stream().map(n -> "'" + n + "'").toList());
        return " (did you mean " + (rest.isEmpty() ? last : rest + " or " + last) + "?)";
    }

    /** True when one substitution, insertion, deletion or swap of two neighbours turns {@code a} into {@code b}. */
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
        return restA.length() == restB.length()
                ? restA.substring(1).equals(restB.substring(1))
                        || restA.length() >= 2 && restA.charAt(0) == restB.charAt(1) && restA.charAt(1) == restB.charAt(0)
                                && restA.substring(2).equals(restB.substring(2))
                : restA.length() > restB.length() ? restA.substring(1).equals(restB) : restB.substring(1).equals(restA);
    }
}
