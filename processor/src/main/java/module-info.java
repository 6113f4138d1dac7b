/**
 * The AbiStruct annotation processor: reads {@code @Struct} records at compile time and writes their
 * zero-copy accessor classes. Needed only on the compiler's processor path; generated code depends on
 * {@code org.abistruct.core} alone.
 */
module org.abistruct.processor {
    requires java.compiler;
    requires org.abistruct.core;

    provides javax.annotation.processing.Processor with org.abistruct.processor.StructProcessor;
}
