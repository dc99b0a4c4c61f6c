class Program {
    public static void main(String[] args) {
        System.out.println("== normal use ==");
        try (Resource a = new Resource("db"); Resource b = new Resource("cache")) {
            a.use("query");
            b.use("lookup");
        } catch (Exception e) {
            System.out.println("unexpected: " + e);
        }

        System.out.println("== failure inside body ==");
        try (Resource r = new Resource("file")) {
            r.use("read");
            throw new IllegalStateException("body failed");
        } catch (IllegalStateException e) {
            System.out.println("caught: " + e.getMessage());
        } catch (Exception e) {
            System.out.println("close failed: " + e);
        } finally {
            System.out.println("finally runs after close");
        }

        System.out.println("== failure in close is suppressed ==");
        try (Resource r = new FlakyResource("socket")) {
            r.use("send");
            throw new RuntimeException("primary failure");
        } catch (Exception e) {
            System.out.println("caught: " + e.getMessage());
            for (Throwable s : e.getSuppressed()) {
                System.out.println("  suppressed: " + s.getMessage());
            }
        }

        System.out.println("== failure only in close ==");
        try (Resource r = new FlakyResource("pipe")) {
            r.use("write");
        } catch (Exception e) {
            System.out.println("caught from close: " + e.getMessage() + ", suppressed count " + e.getSuppressed().length);
        }

        System.out.println("== lambda resource ==");
        try (AutoCloseable ac = () -> System.out.println("lambda closed")) {
            System.out.println("inside lambda try");
        } catch (Exception e) {
            System.out.println("never");
        }
        System.out.println("open resources remaining: " + Resource.open);
    }
}

class Resource implements AutoCloseable {
    static int open = 0;
    protected final String name;

    Resource(String name) {
        this.name = name;
        open++;
        System.out.println("open " + name);
    }

    void use(String action) {
        System.out.println(name + ": " + action);
    }

    @Override
    public void close() throws Exception {
        open--;
        System.out.println("close " + name);
    }
}

class FlakyResource extends Resource {
    FlakyResource(String name) { super(name); }

    @Override
    public void close() throws Exception {
        super.close();
        throw new Exception("close of " + name + " failed");
    }
}
