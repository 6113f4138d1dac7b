package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class IntegerLiteralTest {

    @ParameterizedTest
    @CsvSource({"0,0", "7,7", "16u,16", "16U,16", "4l,4", "4LL,4", "4ull,4", "4LLU,4", "4uL,4", "0x1F,31",
        "0XffUL,255", "017,15", "0b101,5", "9223372036854775807,9223372036854775807"})
    void readsCIntegerLiterals(String text, long value) throws IntegerLiteral.Invalid {
        assertThat(IntegerLiteral.parse(text)).isEqualTo(value);
    }

    @ParameterizedTest
    @CsvSource({"1.5", "0x", "08", "12abc", "4lL", "0b2", "1e3", "4uu"})
    void rejectsWhatIsNotAnIntegerLiteral(String text) {
        assertThatThrownBy(() -> IntegerLiteral.parse(text)).isInstanceOf(IntegerLiteral.Invalid.class)
                .hasMessage("'" + text + "' is not an integer literal");
    }

    @Test
    void rejectsValuesBeyondALong() {
        assertThatThrownBy(() -> IntegerLiteral.parse("9223372036854775808")).hasMessage("'9223372036854775808' is too large");
        assertThatThrownBy(() -> IntegerLiteral.parse("0x10000000000000000")).hasMessage("'0x10000000000000000' is too large");
    }
}
