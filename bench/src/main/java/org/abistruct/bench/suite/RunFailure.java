package org.abistruct.bench.suite;

/**
 * A run that did not produce a result: its short name, the error, and the log holding JMH's output.
 */
public record RunFailure(String run, String error, String log) {
}
