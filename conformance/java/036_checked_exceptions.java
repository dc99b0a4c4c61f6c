import java.util.LinkedHashMap;
import java.util.Map;

class Program {
    public static void main(String[] args) {
        Library lib = new Library();
        lib.addBook("978-0", "Dune");
        lib.addBook("978-1", "Neuromancer");
        lib.addBook("978-2", "Foundation");

        String[][] ops = {
                {"borrow", "978-1"},
                {"borrow", "978-1"},
                {"borrow", "999-9"},
                {"return", "978-1"},
                {"return", "978-2"},
                {"borrow", "978-2"},
        };
        for (String[] op : ops) {
            try {
                if (op[0].equals("borrow")) {
                    lib.borrow(op[1]);
                    System.out.println("borrowed " + op[1]);
                } else {
                    lib.giveBack(op[1]);
                    System.out.println("returned " + op[1]);
                }
            } catch (BookNotFoundException e) {
                System.out.println("not found: " + e.getMessage() + " (isbn " + e.getIsbn() + ")");
            } catch (LibraryException e) {
                System.out.println("library error [" + e.getClass().getSimpleName() + "]: " + e.getMessage());
            }
        }
        System.out.println("status: " + lib.status());

        try {
            lib.validateAll();
        } catch (LibraryException e) {
            System.out.println("validation failed: " + e.getMessage());
            Throwable cause = e.getCause();
            System.out.println("caused by: " + cause.getClass().getName() + ": " + cause.getMessage());
        }
    }
}

class LibraryException extends Exception {
    LibraryException(String message) { super(message); }

    LibraryException(String message, Throwable cause) { super(message, cause); }
}

class BookNotFoundException extends LibraryException {
    private final String isbn;

    BookNotFoundException(String isbn) {
        super("no book with that isbn");
        this.isbn = isbn;
    }

    String getIsbn() { return isbn; }
}

class AlreadyBorrowedException extends LibraryException {
    AlreadyBorrowedException(String title) { super("'" + title + "' is already borrowed"); }
}

class Library {
    private final Map<String, String> titles = new LinkedHashMap<>();
    private final Map<String, Boolean> borrowed = new LinkedHashMap<>();

    void addBook(String isbn, String title) {
        titles.put(isbn, title);
        borrowed.put(isbn, false);
    }

    void borrow(String isbn) throws LibraryException {
        if (!titles.containsKey(isbn)) throw new BookNotFoundException(isbn);
        if (borrowed.get(isbn)) throw new AlreadyBorrowedException(titles.get(isbn));
        borrowed.put(isbn, true);
    }

    void giveBack(String isbn) throws LibraryException {
        if (!titles.containsKey(isbn)) throw new BookNotFoundException(isbn);
        if (!borrowed.get(isbn)) throw new LibraryException("'" + titles.get(isbn) + "' was not borrowed");
        borrowed.put(isbn, false);
    }

    String status() { return borrowed.toString(); }

    void validateAll() throws LibraryException {
        try {
            Integer.parseInt("ISBN-" + titles.size());
        } catch (NumberFormatException e) {
            throw new LibraryException("catalogue count corrupt", e);
        }
    }
}
