/**
 * AbiStruct core: the type model, the ABIs and their layout engine, and the C/GLSL schema parser.
 * Depends on nothing outside the JDK.
 */
module org.abistruct.core {
    exports org.abistruct;
    exports org.abistruct.type;
    exports org.abistruct.abi;
    exports org.abistruct.layout;
    exports org.abistruct.schema;
    exports org.abistruct.annotation;
    exports org.abistruct.memory;
    exports org.abistruct.runtime;
}
