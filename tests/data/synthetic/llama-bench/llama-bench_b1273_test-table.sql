CREATE TABLE IF NOT EXISTS test (
  build_commit TEXT,
  build_number TEXT,
  cuda TEXT,
  opencl TEXT,
  metal TEXT,
  gpu_blas TEXT,
  blas TEXT,
  cpu_info TEXT,
  gpu_info TEXT,
  model_filename TEXT,
  model_type TEXT,
  model_size TEXT,
  model_n_params TEXT,
  n_batch TEXT,
  n_threads TEXT,
  f16_kv TEXT,
  n_gpu_layers TEXT,
  main_gpu TEXT,
  mul_mat_q TEXT,
  low_vram TEXT,
  tensor_split TEXT,
  n_prompt TEXT,
  n_gen TEXT,
  test_time TEXT,
  avg_ns TEXT,
  stddev_ns TEXT,
  avg_ts TEXT,
  stddev_ts TEXT
);

INSERT INTO test (build_commit, build_number, cuda, opencl, metal, gpu_blas, blas, cpu_info, gpu_info, model_filename, model_type, model_size, model_n_params, n_batch, n_threads, f16_kv, n_gpu_layers, main_gpu, mul_mat_q, low_vram, tensor_split, n_prompt, n_gen, test_time, avg_ns, stddev_ns, avg_ts, stddev_ts) VALUES ('99115f3', '1273', '1', '0', '0', '1', '1', '13th Gen Intel(R) Core(TM) i9-13900K', 'NVIDIA GeForce RTX 3090 Ti', 'models/7B/ggml-model-q4_0.gguf', 'llama 7B mostly Q4_0', '3825065984', '6738415616', '512', '16', '1', '99', '0', '1', '0', '0.00', '512', '0', '2023-09-23T12:09:01Z', '216149917', '8353539', '2368.796592', '93.235141');
INSERT INTO test (build_commit, build_number, cuda, opencl, metal, gpu_blas, blas, cpu_info, gpu_info, model_filename, model_type, model_size, model_n_params, n_batch, n_threads, f16_kv, n_gpu_layers, main_gpu, mul_mat_q, low_vram, tensor_split, n_prompt, n_gen, test_time, avg_ns, stddev_ns, avg_ts, stddev_ts) VALUES ('99115f3', '1273', '1', '0', '0', '1', '1', '13th Gen Intel(R) Core(TM) i9-13900K', 'NVIDIA GeForce RTX 3090 Ti', 'models/7B/ggml-model-q4_0.gguf', 'llama 7B mostly Q4_0', '3825065984', '6738415616', '512', '16', '1', '99', '0', '1', '0', '0.00', '0', '128', '2023-09-23T12:09:03Z', '973981374', '4379420', '131.418732', '0.590742');
