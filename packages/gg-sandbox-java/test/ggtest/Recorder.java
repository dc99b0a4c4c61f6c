package ggtest;

import gg.ApiError;
import gg.internal.Transport;

/** A transport that records the last call and answers what the test scripted. */
final class Recorder implements Transport {
    int calls;
    String operation;
    String arguments;
    private String result;
    private ApiError error;

    void answer(String result) {
        this.result = result;
        this.error = null;
    }

    void refuse(ApiError error) {
        this.result = null;
        this.error = error;
    }

    @Override
    public String call(String operation, String arguments) {
        calls++;
        this.operation = operation;
        this.arguments = arguments;
        if (error != null) {
            throw error;
        }
        return result;
    }
}
